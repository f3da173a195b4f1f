//! Outgoing mail: building a message from an outbox row and delivering it.
//!
//! The store queues an [`OutMail`] per recipient inside the transaction of the incoming mail;
//! after the commit a [`Mailer`] delivers each one through the configured [`Transport`]. A
//! [`SendError`] says whether the row should be retried later or given up on.
//!
//! Decisions written down here because the spec is silent on them:
//! * Times in Message-IDs and outbox file names are UTC (no time zone database needed).
//! * `In-Reply-To` and `References` come from players' mail, so each id is checked for the
//!   `<left@right>` shape and dropped when it does not fit, rather than failing the reply.
//!   `References` keeps the first id (the game's thread root) and the last nine, as RFC 5322
//!   suggests for long threads.
//! * SMTP is plain SMTP, without STARTTLS: the relay is a local MTA, and opportunistic TLS
//!   would fail hard against one that offers STARTTLS with a self-signed certificate.
//! * The `pool` feature of lettre is off, so [`Mailer`] keeps one SMTP connection open itself
//!   and reuses it while the server still answers `NOOP`.
//! * Sendmail failures are always transient: lettre does not expose the exit status, and a
//!   local sendmail queues mail for unknown users and bounces later rather than failing.

use std::fmt;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use lettre::Address;
use lettre::message::header::{
    self, ContentTransferEncoding, ContentType, HeaderName, HeaderValue,
};
use lettre::message::{Body, Mailbox, Message, MultiPart, SinglePart};
use lettre::transport::smtp::client::SmtpConnection;
use lettre::transport::smtp::extension::ClientId;
use lettre::{SendmailTransport, Transport as _};
use sha2::{Digest, Sha256};

use crate::store::OutRow;

/// The SMTP timeout used unless [`Mailer::with_timeout`] says otherwise.
pub const DEFAULT_SMTP_TIMEOUT: Duration = Duration::from_secs(30);

/// How many ids a `References` header keeps at most (the first and the most recent).
const MAX_REFERENCES: usize = 10;

/// One outgoing mail as queued in the outbox (the store keeps these fields in a row).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutMail {
    /// One recipient address.
    pub to: String,
    /// The subject; control characters are replaced by spaces when the mail is built.
    pub subject: String,
    /// Plain text with LF line ends (CRLF is accepted too).
    pub body: String,
    /// An HTML alternative of `body`: the mail is then `multipart/alternative`, the text
    /// first.
    pub html: Option<String>,
    /// `<...@domain>`, assigned when queued so that a retry re-sends the same id.
    pub message_id: String,
    /// The Message-ID of the mail this one answers, if any.
    pub in_reply_to: Option<String>,
    /// The thread this mail belongs to, oldest first.
    pub references: Vec<String>,
    /// Where a reply should go: the recipient's own reply address for a game, if any.
    pub reply_to: Option<String>,
}

impl From<&OutRow> for OutMail {
    /// The mail a queued outbox row stands for.
    fn from(row: &OutRow) -> OutMail {
        OutMail {
            to: row.to_addr.clone(),
            subject: row.subject.clone(),
            body: row.body.clone(),
            html: row.html.clone(),
            message_id: row.message_id.clone(),
            in_reply_to: row.in_reply_to.clone(),
            references: row
                .references
                .split_whitespace()
                .map(str::to_string)
                .collect(),
            reply_to: row.reply_to.clone(),
        }
    }
}

/// Where mail goes.
///
/// Written as `file:DIR`, `sendmail`, `sendmail:/path/to/sendmail` or `smtp://HOST:PORT`;
/// [`FromStr`] and [`Display`](fmt::Display) round-trip.
///
/// ```
/// use stratego_pbem::outbound::Transport;
/// let t: Transport = "smtp://127.0.0.1:2525".parse().unwrap();
/// assert_eq!(t, Transport::Smtp { host: "127.0.0.1".into(), port: 2525 });
/// assert_eq!(t.to_string(), "smtp://127.0.0.1:2525");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Transport {
    /// Write each mail as an `.eml` file into this directory.
    File(PathBuf),
    /// Pipe each mail to sendmail (when `None`: `sendmail` from `PATH`, else
    /// `/usr/sbin/sendmail` or `/usr/lib/sendmail`).
    Sendmail(Option<PathBuf>),
    /// Plain SMTP to a relay, normally a local MTA.
    Smtp {
        /// Host name or IP address (an IPv6 address without brackets).
        host: String,
        /// TCP port, never 0.
        port: u16,
    },
}

impl Default for Transport {
    /// `file:./outbox`, so that the program works with no mail server at all.
    fn default() -> Self {
        Transport::File(PathBuf::from("./outbox"))
    }
}

/// Why a transport string could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TransportParseError {
    /// The string starts with none of the known forms.
    #[error("unknown mail transport {input:?}: use {FORMS}")]
    Unknown {
        /// What was given.
        input: String,
    },
    /// `file:` with nothing after it.
    #[error("the transport \"file:\" needs a directory, e.g. file:./outbox")]
    MissingDir,
    /// `sendmail:` with nothing after it.
    #[error(
        "the transport \"sendmail:\" needs a path, e.g. sendmail:/usr/sbin/sendmail (or just \"sendmail\")"
    )]
    MissingSendmailPath,
    /// `smtp://` followed by something that is not `HOST:PORT`.
    #[error(
        "bad SMTP transport {input:?}: {problem}; write smtp://HOST:PORT, e.g. smtp://127.0.0.1:25"
    )]
    BadSmtp {
        /// What was given.
        input: String,
        /// What is wrong with it.
        problem: &'static str,
    },
}

const FORMS: &str = "file:DIR, sendmail, sendmail:/path/to/sendmail or smtp://HOST:PORT";

impl FromStr for Transport {
    type Err = TransportParseError;

    fn from_str(input: &str) -> Result<Self, Self::Err> {
        if input == "sendmail" {
            return Ok(Transport::Sendmail(None));
        }
        if let Some(path) = input.strip_prefix("sendmail:") {
            if path.is_empty() {
                return Err(TransportParseError::MissingSendmailPath);
            }
            return Ok(Transport::Sendmail(Some(PathBuf::from(path))));
        }
        if let Some(dir) = input.strip_prefix("file:") {
            if dir.is_empty() {
                return Err(TransportParseError::MissingDir);
            }
            return Ok(Transport::File(PathBuf::from(dir)));
        }
        if let Some(rest) = input.strip_prefix("smtp://") {
            let (host, port) =
                parse_host_port(rest).map_err(|problem| TransportParseError::BadSmtp {
                    input: input.to_owned(),
                    problem,
                })?;
            return Ok(Transport::Smtp { host, port });
        }
        Err(TransportParseError::Unknown {
            input: input.to_owned(),
        })
    }
}

/// Reads `HOST:PORT`, `HOST` (port 25) or `[IPV6]:PORT`.
fn parse_host_port(s: &str) -> Result<(String, u16), &'static str> {
    let (host, port) = if let Some(rest) = s.strip_prefix('[') {
        let (host, after) = rest
            .split_once(']')
            .ok_or("missing ']' after an IPv6 address")?;
        match after {
            "" => (host, None),
            _ => (
                host,
                Some(after.strip_prefix(':').ok_or("expected ':' after ']'")?),
            ),
        }
    } else {
        match s.split_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (s, None),
        }
    };
    if host.is_empty() {
        return Err("the host is missing");
    }
    let host_ok = host
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | ':'));
    if !host_ok {
        return Err("the host may hold only letters, digits, '.', '-', '_' (no user, no path)");
    }
    let port = match port {
        None => 25,
        Some(p) if !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()) => {
            match p.parse::<u16>() {
                Ok(0) | Err(_) => return Err("the port must be a number from 1 to 65535"),
                Ok(p) => p,
            }
        }
        Some(_) => return Err("the port must be a number from 1 to 65535"),
    };
    Ok((host.to_owned(), port))
}

impl fmt::Display for Transport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Transport::File(dir) => write!(f, "file:{}", dir.display()),
            Transport::Sendmail(None) => f.write_str("sendmail"),
            Transport::Sendmail(Some(path)) => write!(f, "sendmail:{}", path.display()),
            Transport::Smtp { host, port } if host.contains(':') => {
                write!(f, "smtp://[{host}]:{port}")
            }
            Transport::Smtp { host, port } => write!(f, "smtp://{host}:{port}"),
        }
    }
}

/// A delivery failure.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct SendError {
    /// Do not retry: the server refused for good (5xx reply) or the mail cannot be built
    /// (invalid address). Otherwise retry later.
    pub permanent: bool,
    /// What went wrong, for the outbox row and the log.
    pub message: String,
}

impl SendError {
    /// A failure that will not go away by retrying.
    pub fn permanent(message: impl Into<String>) -> Self {
        SendError {
            permanent: true,
            message: message.into(),
        }
    }

    /// A failure worth retrying later.
    pub fn transient(message: impl Into<String>) -> Self {
        SendError {
            permanent: false,
            message: message.into(),
        }
    }
}

/// A new, unique Message-ID: UTC time plus 64 random bits, e.g.
/// `<20261120.235959.8f3a0c1d2e4b5a69@stratego.example>`.
pub fn new_message_id(domain: &str) -> String {
    let t = UtcTime::now();
    format!(
        "<{:04}{:02}{:02}.{:02}{:02}{:02}.{:016x}@{}>",
        t.year,
        t.month,
        t.day,
        t.hour,
        t.minute,
        t.second,
        rand::random::<u64>(),
        id_domain(domain)
    )
}

/// The stable root of one game's thread, e.g. `<stratego-game-12@stratego.example>`. Every
/// mail of the game lists it first in `References`, so mail clients thread them together.
pub fn game_thread_id(game: i64, domain: &str) -> String {
    format!("<stratego-game-{game}@{}>", id_domain(domain))
}

/// The domain of an address: `stratego@example.org` and `Stratego <stratego@example.org>`
/// give `example.org`; an address without `@` gives `localhost`.
pub fn domain_of(address: &str) -> &str {
    match address.rsplit_once('@') {
        Some((_, domain)) => {
            let domain = domain.trim().trim_end_matches('>').trim();
            if domain.is_empty() {
                "localhost"
            } else {
                domain
            }
        }
        None => "localhost",
    }
}

/// The right-hand side of a Message-ID: the domain if it is safe there, else `localhost`.
fn id_domain(domain: &str) -> &str {
    let ok = !domain.is_empty()
        && domain
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | '[' | ']' | ':'));
    if ok { domain } else { "localhost" }
}

/// A Message-ID in its `<...>` form if it is one (brackets optional on input): printable
/// ASCII, no spaces, no brackets inside, at most 250 characters.
fn clean_message_id(id: &str) -> Option<String> {
    let id = id.trim();
    let inner = id
        .strip_prefix('<')
        .and_then(|s| s.strip_suffix('>'))
        .unwrap_or(id);
    let ok = !inner.is_empty()
        && inner.len() <= 250
        && inner
            .bytes()
            .all(|b| b.is_ascii_graphic() && b != b'<' && b != b'>');
    ok.then(|| format!("<{inner}>"))
}

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

fn parse_from(from: &str) -> Result<Mailbox, SendError> {
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

fn build_from(mail: &OutMail, from: Mailbox) -> Result<Message, SendError> {
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
    let built = match &mail.html {
        None => builder.header(ContentType::TEXT_PLAIN).body(body),
        Some(html) => builder.multipart(alternative(body, html, &mail.message_id)),
    };
    let mut message =
        built.map_err(|e| SendError::permanent(format!("cannot build the mail: {e}")))?;
    message.headers_mut().insert_raw(HeaderValue::new(
        HeaderName::new_from_ascii_str("Auto-Submitted"),
        "auto-replied".to_owned(),
    ));
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
    let boundary: String = digest[..16].iter().map(|b| format!("{b:02x}")).collect();
    MultiPart::alternative()
        .boundary(format!("=_stratego_{boundary}"))
        .singlepart(SinglePart::plain(text))
        .singlepart(
            SinglePart::builder()
                .header(ContentType::TEXT_HTML)
                .body(html_body(html)),
        )
}

/// The longest line RFC 5322 allows, without its CRLF.
const MAX_LINE: usize = 998;

/// The HTML part's body. The board's HTML is ASCII with short lines (`render_html` writes
/// other characters as references), so it travels as 7bit, as written, with CRLF line ends:
/// one pass, where lettre's own choice scanned the text several times and then base64'd it
/// (a third bigger, and the largest cost of the part). Anything else (a long line in a relayed
/// comment) goes as base64.
fn html_body(html: &str) -> Body {
    // `is_ascii` and the searches for one character go a word at a time; only lines are copied.
    if html.is_ascii() && !html.contains('\r') && !html.contains('\0') {
        let mut crlf = Vec::with_capacity(html.len() + html.len() / 16 + 2);
        let mut seven_bit = true;
        for line in html.split_terminator('\n') {
            seven_bit &= line.len() <= MAX_LINE;
            crlf.extend_from_slice(line.as_bytes());
            crlf.extend_from_slice(b"\r\n");
        }
        if seven_bit {
            return Body::dangerous_pre_encoded(crlf, ContentTransferEncoding::SevenBit);
        }
    }
    Body::new_with_encoding(html.to_owned(), ContentTransferEncoding::Base64)
        .unwrap_or_else(Body::new)
}

/// Delivers outbox mail through one [`Transport`], from one server address.
///
/// Built once; with SMTP it keeps its connection open between mails.
pub struct Mailer {
    from: Mailbox,
    timeout: Duration,
    via: Via,
}

enum Via {
    File(PathBuf),
    Sendmail(SendmailTransport),
    Smtp(Box<Smtp>),
}

struct Smtp {
    host: String,
    port: u16,
    hello: ClientId,
    connection: Mutex<Option<SmtpConnection>>,
}

impl fmt::Debug for Mailer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let via = match &self.via {
            Via::File(dir) => format!("file:{}", dir.display()),
            Via::Sendmail(t) => format!("{t:?}"),
            Via::Smtp(s) => format!("smtp://{}:{}", s.host, s.port),
        };
        f.debug_struct("Mailer")
            .field("from", &self.from.to_string())
            .field("timeout", &self.timeout)
            .field("via", &via)
            .finish()
    }
}

/// The `sendmail` program: from `PATH`, else where MTAs install it. An MTA runs pipe
/// commands with a short `PATH` (Postfix's local(8): `/usr/bin:/bin`) that lacks `/usr/sbin`.
fn default_sendmail() -> PathBuf {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|dir| dir.join("sendmail"))
        .chain(["/usr/sbin/sendmail", "/usr/lib/sendmail"].map(PathBuf::from))
        .find(|p| p.is_file())
        .unwrap_or_else(|| PathBuf::from("sendmail"))
}

impl Mailer {
    /// A mailer sending from `from` (the configured server address) through `transport`.
    /// Nothing is opened yet: the outbox directory is created and the SMTP connection made
    /// by the first [`send`](Mailer::send).
    ///
    /// # Errors
    /// A permanent [`SendError`] when `from` is not one valid mail address.
    pub fn new(transport: &Transport, from: &str) -> Result<Mailer, SendError> {
        let from = parse_from(from)?;
        let via = match transport {
            Transport::File(dir) => Via::File(dir.clone()),
            Transport::Sendmail(None) => {
                Via::Sendmail(SendmailTransport::new_with_command(default_sendmail()))
            }
            Transport::Sendmail(Some(path)) => {
                Via::Sendmail(SendmailTransport::new_with_command(path))
            }
            Transport::Smtp { host, port } => Via::Smtp(Box::new(Smtp {
                host: host.clone(),
                port: *port,
                hello: ClientId::default(),
                connection: Mutex::new(None),
            })),
        };
        Ok(Mailer {
            from,
            timeout: DEFAULT_SMTP_TIMEOUT,
            via,
        })
    }

    /// Sets how long to wait for the SMTP server: to connect, and for each reply. A server
    /// that stops answering costs up to twice this (the reply, then the `QUIT`).
    pub fn with_timeout(mut self, timeout: Duration) -> Mailer {
        self.timeout = timeout;
        self
    }

    /// Builds and delivers one mail.
    ///
    /// # Errors
    /// [`SendError::permanent`] set when retrying cannot help (the mail cannot be built, or
    /// the SMTP server answered 5xx); otherwise the mail should stay queued and be retried.
    pub fn send(&self, mail: &OutMail) -> Result<(), SendError> {
        let message = build_from(mail, self.from.clone())?;
        match &self.via {
            Via::File(dir) => write_eml(dir, mail, &message.formatted()),
            Via::Sendmail(sendmail) => sendmail
                .send(&message)
                .map_err(|e| SendError::transient(format!("sendmail failed: {e}"))),
            Via::Smtp(smtp) => smtp.send(&message, self.timeout),
        }
    }
}

impl Smtp {
    fn send(&self, message: &Message, timeout: Duration) -> Result<(), SendError> {
        let mut slot = self
            .connection
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(conn) = slot.as_mut()
            && (conn.has_broken() || !conn.test_connected())
        {
            conn.abort();
            *slot = None;
        }
        let conn = match slot.as_mut() {
            Some(conn) => conn,
            None => slot.insert(
                SmtpConnection::connect(
                    (self.host.as_str(), self.port),
                    Some(timeout),
                    &self.hello,
                    None,
                    None,
                )
                .map_err(|e| self.error(e, timeout, Phase::Connect))?,
            ),
        };
        // lettre ends DATA with "\r\n.\r\n" even when the message already ends with a line
        // break, which would add an empty line to every mail; the message's own last CRLF
        // is the first half of that terminator.
        let bytes = message.formatted();
        let bytes = bytes.strip_suffix(b"\r\n").unwrap_or(&bytes);
        let result = conn.send(message.envelope(), bytes);
        if conn.has_broken() {
            *slot = None;
        }
        result
            .map(drop)
            .map_err(|e| self.error(e, timeout, Phase::Transaction))
    }

    /// During the mail transaction, 5xx replies and mail this server cannot take (lettre's
    /// client errors, e.g. non-ASCII without 8BITMIME) are permanent. 4xx, refused
    /// connections and timeouts are not, and neither is anything while connecting: a 554
    /// greeting refuses service to every mail, not this one, and must not drop the queue.
    fn error(
        &self,
        e: lettre::transport::smtp::Error,
        timeout: Duration,
        phase: Phase,
    ) -> SendError {
        let server = Transport::Smtp {
            host: self.host.clone(),
            port: self.port,
        };
        if is_timeout(&e) {
            SendError::transient(format!("{server} did not answer within {timeout:?}: {e}"))
        } else if phase == Phase::Connect {
            SendError::transient(format!("{server} did not take the connection: {e}"))
        } else if e.is_permanent() || e.is_client() {
            SendError::permanent(format!("{server} refused the mail: {e}"))
        } else {
            SendError::transient(format!("{server}: {e}"))
        }
    }
}

/// Where in an SMTP session an error happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Connecting, the greeting and EHLO.
    Connect,
    /// MAIL FROM, RCPT TO and DATA for one mail.
    Transaction,
}

/// lettre's own `is_timeout` looks for `TimedOut` only, but a socket read timeout shows up as
/// `WouldBlock` (EAGAIN) on Unix.
fn is_timeout(e: &lettre::transport::smtp::Error) -> bool {
    let mut source = std::error::Error::source(e);
    while let Some(err) = source {
        if let Some(io) = err.downcast_ref::<std::io::Error>() {
            return matches!(
                io.kind(),
                std::io::ErrorKind::TimedOut | std::io::ErrorKind::WouldBlock
            );
        }
        source = err.source();
    }
    false
}

impl Drop for Smtp {
    fn drop(&mut self) {
        let slot = self
            .connection
            .get_mut()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(mut conn) = slot.take()
            && !conn.has_broken()
        {
            let _ = conn.quit();
        }
    }
}

/// Writes one mail into the outbox directory under a temporary name, then renames it, so a
/// reader never sees half a file.
fn write_eml(dir: &Path, mail: &OutMail, bytes: &[u8]) -> Result<(), SendError> {
    let fail = |what: &str, path: &Path, e: std::io::Error| {
        SendError::transient(format!("cannot {what} {}: {e}", path.display()))
    };
    fs::create_dir_all(dir).map_err(|e| fail("create the outbox directory", dir, e))?;
    let name = eml_file_name(UtcTime::now(), &mail.to, &mail.message_id);
    let path = dir.join(&name);
    let tmp = dir.join(format!(".{name}.tmp"));
    let written = fs::File::create(&tmp).and_then(|mut f| {
        f.write_all(bytes)?;
        f.sync_all()
    });
    crate::fault::point("eml-before-rename");
    if let Err(e) = written.and_then(|()| fs::rename(&tmp, &path)) {
        let _ = fs::remove_file(&tmp);
        return Err(fail("write", &path, e));
    }
    Ok(())
}

/// `20261120-235959-000123-alice_example.org-1a2b3c4d.eml`: UTC time to the microsecond (so
/// names sort by time), the recipient, and a hash of the Message-ID (so two mails never share
/// a name, while a retry of the same mail in the same microsecond replaces its own file).
fn eml_file_name(t: UtcTime, to: &str, message_id: &str) -> String {
    let recipient: String = to
        .chars()
        .map(|c| match c {
            'a'..='z' | 'A'..='Z' | '0'..='9' | '.' | '-' | '+' => c,
            _ => '_',
        })
        .take(64)
        .collect();
    let hash = Sha256::digest(message_id.as_bytes());
    format!(
        "{:04}{:02}{:02}-{:02}{:02}{:02}-{:06}-{recipient}-{:02x}{:02x}{:02x}{:02x}.eml",
        t.year,
        t.month,
        t.day,
        t.hour,
        t.minute,
        t.second,
        t.micros,
        hash[0],
        hash[1],
        hash[2],
        hash[3]
    )
}

/// A point in time split into UTC calendar fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct UtcTime {
    year: i64,
    month: u32,
    day: u32,
    hour: u32,
    minute: u32,
    second: u32,
    micros: u32,
}

impl UtcTime {
    fn now() -> UtcTime {
        UtcTime::at(SystemTime::now())
    }

    fn at(t: SystemTime) -> UtcTime {
        let since = t.duration_since(UNIX_EPOCH).unwrap_or_default();
        let secs = since.as_secs();
        let (days, rest) = ((secs / 86_400) as i64, (secs % 86_400) as u32);
        let (year, month, day) = crate::texts::civil_from_days(days);
        UtcTime {
            year,
            month,
            day,
            hour: rest / 3600,
            minute: rest / 60 % 60,
            second: rest % 60,
            micros: since.subsec_micros(),
        }
    }
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
        }
    }

    fn header_of(message: &Message, name: &str) -> Option<String> {
        message.headers().get_raw(name).map(str::to_owned)
    }

    #[test]
    fn utc_time_matches_known_instants() {
        let at = |secs: u64, micros: u64| {
            UtcTime::at(UNIX_EPOCH + Duration::from_secs(secs) + Duration::from_micros(micros))
        };
        let epoch = UtcTime {
            year: 1970,
            month: 1,
            day: 1,
            hour: 0,
            minute: 0,
            second: 0,
            micros: 0,
        };
        assert_eq!(at(0, 0), epoch);
        // 2026-11-20T23:59:59.000123Z
        let t = at(1_795_219_199, 123);
        assert_eq!(
            (t.year, t.month, t.day, t.hour, t.minute, t.second, t.micros),
            (2026, 11, 20, 23, 59, 59, 123)
        );
        // 2024-02-29T12:00:00Z, a leap day
        let t = at(1_709_208_000, 0);
        assert_eq!((t.year, t.month, t.day, t.hour), (2024, 2, 29, 12));
    }

    #[test]
    fn eml_file_name_sorts_by_time_and_names_the_recipient() {
        let t = UtcTime::at(
            UNIX_EPOCH + Duration::from_secs(1_795_219_199) + Duration::from_micros(123),
        );
        let name = eml_file_name(t, "Alice <alice@example.org>", "<a@b>");
        assert!(
            name.starts_with("20261120-235959-000123-Alice__alice_example.org_-"),
            "{name}"
        );
        assert!(name.ends_with(".eml"));
        assert_ne!(name, eml_file_name(t, "Alice <alice@example.org>", "<c@b>"));
    }

    #[test]
    fn message_ids_are_unique_and_well_formed() {
        let a = new_message_id("stratego.example");
        let b = new_message_id("stratego.example");
        assert_ne!(a, b);
        assert!(
            a.starts_with('<') && a.ends_with("@stratego.example>"),
            "{a}"
        );
        assert_eq!(clean_message_id(&a), Some(a.clone()));
        assert!(new_message_id("bad domain>\r\n").ends_with("@localhost>"));
    }

    #[test]
    fn game_thread_id_is_stable() {
        assert_eq!(
            game_thread_id(12, "example.org"),
            "<stratego-game-12@example.org>"
        );
        assert_eq!(
            game_thread_id(12, "example.org"),
            game_thread_id(12, "example.org")
        );
    }

    #[test]
    fn domain_of_takes_what_follows_the_at() {
        assert_eq!(domain_of("stratego@example.org"), "example.org");
        assert_eq!(domain_of("Stratego <stratego@example.org>"), "example.org");
        assert_eq!(domain_of("stratego@localhost"), "localhost");
        assert_eq!(domain_of("stratego"), "localhost");
        assert_eq!(domain_of("stratego@"), "localhost");
    }

    #[test]
    fn clean_message_id_accepts_ids_and_refuses_junk() {
        assert_eq!(clean_message_id("<a.b@c>"), Some("<a.b@c>".into()));
        assert_eq!(clean_message_id(" a.b@c "), Some("<a.b@c>".into()));
        assert_eq!(clean_message_id("<a@b>\r\nBcc: x@y"), None);
        assert_eq!(clean_message_id("<a b@c>"), None);
        assert_eq!(clean_message_id("<>"), None);
        assert_eq!(clean_message_id(""), None);
        assert_eq!(clean_message_id(&format!("<{}@x>", "a".repeat(300))), None);
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
    fn build_refuses_a_bad_message_id() {
        let mut m = mail();
        m.message_id = "<a@b>\nBcc: x@y".into();
        let err = build(&m, "stratego@example.org").unwrap_err();
        assert!(err.permanent);
    }

    #[test]
    fn mailer_can_be_shared_between_threads() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<Mailer>();
    }

    #[test]
    fn build_refuses_a_bad_server_address() {
        let err = build(&mail(), "not an address").unwrap_err();
        assert!(err.permanent);
        assert!(err.message.contains("server address"), "{}", err.message);
    }
}

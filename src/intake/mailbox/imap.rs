//! One logged-in IMAP connection to the folder the server reads: find the messages not yet
//! handled, fetch them in batches, mark them, and wait for more (IDLE, or a pause where the
//! server lacks it).
//!
//! A handled message gets the keyword [`HANDLED`] and `\Seen`; one whose handling panicked
//! gets [`FAILED`] and is not tried again until someone takes that keyword off. The search
//! looks for messages without either keyword, so a person who reads the folder in a mail
//! client (and so sets `\Seen`) changes nothing. A server that allows no keywords of its own
//! (no `\*` among the folder's PERMANENTFLAGS) is read by `\Seen` alone.

use std::net::{TcpStream, ToSocketAddrs};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use imap::types::Flag;

use super::MailboxError;
use super::stream::Stream;
use super::url::{ImapUrl, Security};
use crate::credentials::{Login, Secret};
use crate::inbound::MAX_MESSAGE_BYTES;

/// The keyword of a message whose transaction committed.
pub const HANDLED: &str = "StrategoHandled";
/// The keyword of a message whose handling failed with an internal error (a panic).
pub const FAILED: &str = "StrategoFailed";
/// How long to wait for the TCP connection.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(15);
/// The most bytes of message bodies fetched at once.
const FETCH_BYTES: u64 = 16 * 1024 * 1024;

/// One message as fetched: at most [`MAX_MESSAGE_BYTES`] + 1 of it, and its whole size.
#[derive(Debug)]
pub struct Fetched {
    /// Its UID in the folder.
    pub uid: u32,
    /// Its bytes, cut after [`MAX_MESSAGE_BYTES`] + 1 as `ingest` reads a mail.
    pub raw: Vec<u8>,
    /// Its size as the server says (RFC822.SIZE).
    pub total: u64,
}

/// What a message is marked as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// Its transaction committed (or it is a duplicate of one that did).
    Handled,
    /// Its handling failed with an internal error.
    Failed,
}

/// How a wait ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Woke {
    /// The folder changed (IDLE), or the polling pause is over.
    Maybe,
    /// The time asked for came, or the process is stopping.
    Timeout,
}

/// A logged-in connection with the folder selected.
pub struct Imap {
    session: imap::Session<Stream>,
    /// Whether the server has IDLE (RFC 2177).
    pub idle: bool,
    /// Whether the folder takes keywords of our own.
    keywords: bool,
    url: ImapUrl,
    stop: Arc<AtomicBool>,
}

/// SASL XOAUTH2 (Google's and Microsoft's) or OAUTHBEARER (RFC 7628): the initial response
/// carries the token; an error challenge is answered with an empty line, after which the
/// server says NO.
struct OAuth2<'a> {
    mechanism: &'static str,
    user: &'a str,
    token: &'a str,
}

impl imap::Authenticator for OAuth2<'_> {
    type Response = String;
    fn process(&self, challenge: &[u8]) -> String {
        if !challenge.is_empty() {
            return String::new();
        }
        match self.mechanism {
            "XOAUTH2" => format!("user={}\x01auth=Bearer {}\x01\x01", self.user, self.token),
            _ => format!("n,a={},\x01auth=Bearer {}\x01\x01", self.user, self.token),
        }
    }
}

impl Imap {
    /// Connects, makes the connection secure as the URL says, logs in and selects the
    /// folder. `loopback_tls`: on loopback, STARTTLS where the server offers it (the
    /// administrator gave a CA file); else plain text there.
    ///
    /// # Errors
    /// [`MailboxError::Fatal`] when retrying cannot help (the login or the certificate is
    /// refused, the folder does not exist, STARTTLS is missing); otherwise
    /// [`MailboxError::Connection`].
    pub fn connect(
        url: &ImapUrl,
        secret: &Secret,
        tls: &Arc<rustls::ClientConfig>,
        loopback_tls: bool,
        stop: Arc<AtomicBool>,
    ) -> Result<Imap, MailboxError> {
        let server = format!("{}:{}", url.host, url.port);
        let tcp = connect_tcp(&url.host, url.port)
            .map_err(|e| MailboxError::Connection(format!("cannot reach {server}: {e}")))?;
        let stream = Stream::plain(tcp, Arc::clone(&stop)).map_err(|e| io_error(&server, e))?;
        let net = |e: imap::Error| classify(&server, e);
        let mut client = match url.security {
            Security::Loopback if !loopback_tls => {
                let mut c = imap::Client::new(stream);
                c.read_greeting().map_err(net)?;
                c
            }
            Security::Tls => {
                let stream = stream
                    .start_tls(Arc::clone(tls), &url.host)
                    .map_err(|e| io_error(&server, e))?;
                let mut c = imap::Client::new(stream);
                c.read_greeting().map_err(net)?;
                c
            }
            Security::StartTls | Security::Loopback => {
                let mut stream = stream;
                let required = url.security == Security::StartTls;
                let stream = if starttls(&mut stream, &server, required)? {
                    stream
                        .start_tls(Arc::clone(tls), &url.host)
                        .map_err(|e| io_error(&server, e))?
                } else {
                    stream
                };
                let mut c = imap::Client::new(stream);
                c.greeting_read = true;
                c
            }
        };
        let login = secret
            .login()
            .map_err(|e| MailboxError::Fatal(e.to_string()))?;
        let refused = |e: imap::Error| match e {
            imap::Error::No(_) | imap::Error::Bad(_) => MailboxError::Fatal(format!(
                "{server} refused the login of {}: {e}; check the user and its password or \
                 token (an app password where the provider asks for one)",
                url.user
            )),
            e => classify(&server, e),
        };
        let mut session = match &login {
            Login::Password(password) => client
                .login(&url.user, password)
                .map_err(|(e, _)| refused(e))?,
            Login::Token(token) => {
                let caps = client.capabilities().map_err(net)?;
                let mechanism = if caps.has_str("AUTH=XOAUTH2") {
                    "XOAUTH2"
                } else if caps.has_str("AUTH=OAUTHBEARER") {
                    "OAUTHBEARER"
                } else {
                    return Err(MailboxError::Fatal(format!(
                        "{server} offers neither XOAUTH2 nor OAUTHBEARER: log in with a \
                         password (STRATEGO_IMAP_PASSWORD) instead of a token"
                    )));
                };
                let auth = OAuth2 {
                    mechanism,
                    user: &url.user,
                    token,
                };
                client
                    .authenticate(mechanism, &auth)
                    .map_err(|(e, _)| refused(e))?
            }
        };
        let idle = session.capabilities().map_err(net)?.has_str("IDLE");
        let folder = match session.select(&url.folder) {
            Ok(folder) => folder,
            Err(imap::Error::No(no)) => {
                let names: Vec<String> = session
                    .list(None, Some("*"))
                    .map(|l| l.iter().map(|n| n.name().to_string()).collect())
                    .unwrap_or_default();
                return Err(MailboxError::Fatal(format!(
                    "the folder {:?} cannot be opened on {server} ({}); the folders there: {}",
                    url.folder,
                    no.information,
                    names.join(", ")
                )));
            }
            Err(e) => return Err(classify(&server, e)),
        };
        let keywords = folder.permanent_flags.contains(&Flag::MayCreate);
        Ok(Imap {
            session,
            idle,
            keywords,
            url: url.clone(),
            stop,
        })
    }

    /// Whether the folder takes the server's keywords (else `\Seen` alone marks).
    pub fn keeps_keywords(&self) -> bool {
        self.keywords
    }

    fn server(&self) -> String {
        format!("{}:{}", self.url.host, self.url.port)
    }

    /// The UIDs of the messages not yet handled, oldest first.
    ///
    /// # Errors
    /// [`MailboxError::Connection`] when the connection fails.
    pub fn unhandled(&mut self) -> Result<Vec<u32>, MailboxError> {
        // The server's news (EXISTS, RECENT, ...) is kept by the imap crate until taken: a
        // daemon that never took it would hold more with every mail.
        drop(self.session.take_all_unsolicited());
        let query = if self.keywords {
            format!("UNDELETED UNKEYWORD {HANDLED} UNKEYWORD {FAILED}")
        } else {
            "UNDELETED UNSEEN".to_string()
        };
        let mut uids: Vec<u32> = self
            .session
            .uid_search(query)
            .map_err(|e| classify(&self.server(), e))?
            .into_iter()
            .collect();
        uids.sort_unstable();
        Ok(uids)
    }

    /// Fetches `uids` (in that order): their sizes in one command, then their bodies in
    /// as few as the size limit allows (a message over [`MAX_MESSAGE_BYTES`] only in part:
    /// `ingest` reads no more of one either). A message that went meanwhile (expunged by
    /// someone) is left out.
    ///
    /// # Errors
    /// [`MailboxError::Connection`] when the connection fails.
    pub fn fetch(&mut self, uids: &[u32]) -> Result<Vec<Fetched>, MailboxError> {
        let server = self.server();
        let net = |e| classify(&server, e);
        let limit = MAX_MESSAGE_BYTES as u64 + 1;
        let sizes: Vec<(u32, u64)> = {
            let fetches = self
                .session
                .uid_fetch(uid_set(uids), "(UID RFC822.SIZE)")
                .map_err(net)?;
            let mut sizes: Vec<(u32, u64)> = fetches
                .iter()
                .filter_map(|f| Some((f.uid?, u64::from(f.size?))))
                .collect();
            sizes.sort_unstable();
            sizes
        };
        let mut out = Vec::with_capacity(sizes.len());
        let mut group: Vec<u32> = Vec::new();
        let mut bytes = 0;
        let flush = |group: &mut Vec<u32>,
                     session: &mut imap::Session<Stream>,
                     out: &mut Vec<Fetched>|
         -> Result<(), MailboxError> {
            if group.is_empty() {
                return Ok(());
            }
            let fetches = session
                .uid_fetch(uid_set(group), "(UID BODY.PEEK[])")
                .map_err(net)?;
            let mut bodies: Vec<(u32, Vec<u8>)> = fetches
                .iter()
                .filter_map(|f| Some((f.uid?, f.body()?.to_vec())))
                .collect();
            bodies.sort_by_key(|(uid, _)| *uid);
            for (uid, raw) in bodies {
                let total = raw.len() as u64;
                out.push(Fetched { uid, raw, total });
            }
            group.clear();
            Ok(())
        };
        for &(uid, size) in &sizes {
            if size > MAX_MESSAGE_BYTES as u64 {
                flush(&mut group, &mut self.session, &mut out)?;
                bytes = 0;
                // Only the start of it, as `ingest` reads: the headers to answer it.
                let fetches = self
                    .session
                    .uid_fetch(uid.to_string(), format!("(UID BODY.PEEK[]<0.{limit}>)"))
                    .map_err(|e| classify(&self.server(), e))?;
                if let Some(raw) = fetches.iter().find_map(|f| f.body()) {
                    out.push(Fetched {
                        uid,
                        raw: raw.to_vec(),
                        total: size,
                    });
                }
                continue;
            }
            if bytes + size > FETCH_BYTES {
                flush(&mut group, &mut self.session, &mut out)?;
                bytes = 0;
            }
            group.push(uid);
            bytes += size;
        }
        flush(&mut group, &mut self.session, &mut out)?;
        out.sort_by_key(|f| f.uid);
        Ok(out)
    }

    /// Marks `uids` handled or failed, in one command.
    ///
    /// # Errors
    /// [`MailboxError::Connection`] when the connection fails.
    pub fn mark(&mut self, uids: &[u32], mark: Mark) -> Result<(), MailboxError> {
        if uids.is_empty() {
            return Ok(());
        }
        let flags = match (mark, self.keywords) {
            (Mark::Handled, true) => format!("+FLAGS.SILENT (\\Seen {HANDLED})"),
            (Mark::Failed, true) => format!("+FLAGS.SILENT ({FAILED})"),
            (_, false) => "+FLAGS.SILENT (\\Seen)".to_string(),
        };
        self.session
            .uid_store(uid_set(uids), flags)
            .map(drop)
            .map_err(|e| classify(&self.server(), e))
    }

    /// Waits until the folder changes, `until` comes or the process is told to stop: with
    /// IDLE where the server has it, else by pausing `poll` (then the caller looks again).
    ///
    /// # Errors
    /// [`MailboxError::Connection`] when the connection fails.
    pub fn wait(&mut self, until: Instant, poll: Duration) -> Result<Woke, MailboxError> {
        let now = Instant::now();
        if until <= now || self.stop.load(Ordering::Relaxed) {
            return Ok(Woke::Timeout);
        }
        if !self.idle {
            let end = until.min(now + poll);
            while Instant::now() < end && !self.stop.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(100).min(end - Instant::now()));
            }
            return Ok(if Instant::now() >= until {
                Woke::Timeout
            } else {
                Woke::Maybe
            });
        }
        let server = self.server();
        let mut handle = self.session.idle();
        handle.timeout(until - now).keepalive(false);
        let outcome = handle
            .wait_while(imap::extensions::idle::stop_on_any)
            .map_err(|e| classify(&server, e))?;
        drop(handle);
        Ok(match outcome {
            imap::extensions::idle::WaitOutcome::MailboxChanged => Woke::Maybe,
            imap::extensions::idle::WaitOutcome::TimedOut => Woke::Timeout,
        })
    }

    /// Says goodbye (best effort).
    pub fn logout(mut self) {
        let _ = self.session.logout();
    }
}

/// STARTTLS by hand, before the imap crate's client takes the connection (its own way to
/// send a raw command is private): the greeting, `CAPABILITY`, which must name STARTTLS
/// when it is `required`, and `STARTTLS`. Read a byte at a time, so that nothing of the TLS
/// handshake that follows is taken into a buffer. Whether TLS is to begin.
fn starttls(stream: &mut Stream, server: &str, required: bool) -> Result<bool, MailboxError> {
    use std::io::{Read, Write};
    let io = |e| io_error(server, e);
    let line = |stream: &mut Stream| -> Result<String, MailboxError> {
        let mut bytes = Vec::new();
        let mut byte = [0u8; 1];
        while bytes.len() < 64 * 1024 {
            if stream.read(&mut byte).map_err(io)? == 0 {
                return Err(MailboxError::Connection(format!(
                    "{server} closed the connection"
                )));
            }
            bytes.push(byte[0]);
            if byte[0] == b'\n' {
                break;
            }
        }
        Ok(String::from_utf8_lossy(&bytes).into_owned())
    };
    let tagged = |stream: &mut Stream, tag: &str| -> Result<(bool, String), MailboxError> {
        let mut untagged = String::new();
        loop {
            let l = line(stream)?;
            if let Some(rest) = l.strip_prefix(tag) {
                return Ok((rest.trim_start().starts_with("OK"), untagged + &l));
            }
            untagged.push_str(&l);
        }
    };
    let greeting = line(stream)?;
    if !greeting.starts_with("* OK") {
        return Err(MailboxError::Connection(format!(
            "{server} greeted with {:?}",
            greeting.trim_end()
        )));
    }
    stream.write_all(b"s1 CAPABILITY\r\n").map_err(io)?;
    let (_, caps) = tagged(stream, "s1 ")?;
    let offers = caps
        .lines()
        .filter(|l| l.starts_with("* CAPABILITY"))
        .any(|l| {
            l.split_whitespace()
                .any(|w| w.eq_ignore_ascii_case("STARTTLS"))
        });
    if !offers && !required {
        return Ok(false);
    }
    if !offers {
        return Err(MailboxError::Fatal(format!(
            "{server} does not offer STARTTLS, and a password is never sent in the clear: \
             use imaps:// (port 993) if the provider has it"
        )));
    }
    stream.write_all(b"s2 STARTTLS\r\n").map_err(io)?;
    match tagged(stream, "s2 ")? {
        (true, _) => Ok(true),
        (false, said) => Err(MailboxError::Fatal(format!(
            "{server} refused STARTTLS: {}",
            said.trim_end()
        ))),
    }
}

/// The first address of `host` that takes the connection.
fn connect_tcp(host: &str, port: u16) -> std::io::Result<TcpStream> {
    let mut last = None;
    for addr in (host, port).to_socket_addrs()? {
        match TcpStream::connect_timeout(&addr, CONNECT_TIMEOUT) {
            Ok(tcp) => return Ok(tcp),
            Err(e) => last = Some(e),
        }
    }
    Err(last.unwrap_or_else(|| std::io::Error::other("the host has no address")))
}

/// `1:3,5,8:9`: the UIDs as an IMAP sequence set.
fn uid_set(uids: &[u32]) -> String {
    let mut sorted = uids.to_vec();
    sorted.sort_unstable();
    sorted.dedup();
    let mut out = String::new();
    let mut i = 0;
    while i < sorted.len() {
        let start = sorted[i];
        let mut end = start;
        while i + 1 < sorted.len() && sorted[i + 1] == end + 1 {
            i += 1;
            end = sorted[i];
        }
        if !out.is_empty() {
            out.push(',');
        }
        if start == end {
            out.push_str(&start.to_string());
        } else {
            out.push_str(&format!("{start}:{end}"));
        }
        i += 1;
    }
    out
}

/// An I/O failure: a refused certificate is the administrator's to mend, the rest may pass.
fn io_error(server: &str, e: std::io::Error) -> MailboxError {
    match crate::credentials::tls_refusal(&e) {
        Some(refusal) => MailboxError::Fatal(format!(
            "TLS with {server} failed: {refusal}; for a server with a private CA, give its \
             CA certificate with --ca-file"
        )),
        None => MailboxError::Connection(format!("{server}: {e}")),
    }
}

/// An error of the imap crate: its I/O errors as [`io_error`], the rest a lost connection.
fn classify(server: &str, e: imap::Error) -> MailboxError {
    match e {
        imap::Error::Io(io) => io_error(server, io),
        e => MailboxError::Connection(format!("{server}: {e}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uid_sets_are_ranges() {
        assert_eq!(uid_set(&[5, 1, 2, 3, 8, 9]), "1:3,5,8:9");
        assert_eq!(uid_set(&[7]), "7");
        assert_eq!(uid_set(&[4, 4]), "4");
    }

    #[test]
    fn oauth2_initial_responses() {
        use imap::Authenticator;
        let x = OAuth2 {
            mechanism: "XOAUTH2",
            user: "club@example.org",
            token: "ya29.tok",
        };
        assert_eq!(
            x.process(b""),
            "user=club@example.org\x01auth=Bearer ya29.tok\x01\x01"
        );
        assert_eq!(x.process(b"{\"status\":\"401\"}"), "");
        let b = OAuth2 {
            mechanism: "OAUTHBEARER",
            ..x
        };
        assert_eq!(
            b.process(b""),
            "n,a=club@example.org,\x01auth=Bearer ya29.tok\x01\x01"
        );
    }
}

//! One LMTP session (RFC 2033), over any byte stream: the commands a mail server's LMTP
//! client sends (`LHLO`, `MAIL`, `RCPT`, `DATA`, `RSET`, `NOOP`, `QUIT`), and after `DATA`
//! one reply per recipient. What becomes of a mail is the caller's (`deliver`); this file
//! only speaks the protocol.
//!
//! * Nothing is refused for good: like the pipe command, which exits 0 for every mail it
//!   handled (an error reply to the player is a handled mail) and 75 for a failure of ours,
//!   a mail gets `250` or `451` (try again later), never a `5xx` bounce. A mail too large
//!   is handed over cut (its total length beside it), so the player gets the server's own
//!   "too large" reply, as in pipe mode; no `SIZE` is advertised, since a mail server that
//!   knew it would bounce the mail itself.
//! * Memory is bounded: a command line is read up to [`MAX_COMMAND`] bytes, a mail up to
//!   one byte past [`inbound::MAX_MESSAGE_BYTES`], whatever the client sends.
//! * The stream is expected to time out reads (about a second): between two reads the
//!   session looks at `stop` and at how long the client has been silent.

use std::io::{self, BufRead, BufReader, ErrorKind, Read, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::inbound;

/// The longest command line read; longer ones are answered `500` (RFC 5321 allows 512
/// bytes, plus parameters).
pub const MAX_COMMAND: usize = 4096;

/// One mail as the client handed it over.
#[derive(Debug)]
pub struct Mail<'a> {
    /// The envelope sender (`MAIL FROM`), without angle brackets; empty for the null
    /// sender of bounces.
    pub sender: &'a str,
    /// The envelope recipients (`RCPT TO`), without angle brackets, in order.
    pub recipients: &'a [String],
    /// The mail, dot-unstuffed, cut after one byte past the size limit.
    pub raw: &'a [u8],
    /// Its whole length.
    pub total: u64,
}

/// What became of a mail for one recipient.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Stored for good: `250`, the client forgets it.
    Done,
    /// Not applied: `451`, the client keeps it and tries again later. The text says why.
    Retry(String),
}

/// The session's limits.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Recipients of one mail.
    pub max_recipients: usize,
    /// How long the client may stay silent (RFC 5321 suggests 5 minutes for a command).
    pub idle: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_recipients: 100,
            idle: Duration::from_secs(300),
        }
    }
}

/// Why reading stopped.
enum End {
    /// The client closed the connection.
    Eof,
    /// The client was silent longer than [`Limits::idle`].
    Idle,
    /// The server is stopping (only between commands).
    Stop,
    /// The stream failed.
    Io(io::Error),
}

/// Runs one session to its end: the greeting, then commands until `QUIT`, the client
/// closes, it stays silent too long, or `stop` is set (checked between commands; a mail
/// being received is received and answered first). `deliver` is called once per mail, and
/// must return one verdict per recipient.
///
/// # Errors
/// Only when the stream fails.
pub fn run<R: Read, W: Write>(
    input: &mut BufReader<R>,
    out: &mut W,
    host: &str,
    limits: Limits,
    stop: &AtomicBool,
    deliver: &mut dyn FnMut(&Mail<'_>) -> Vec<Verdict>,
) -> io::Result<()> {
    let mut session = Session {
        host,
        limits,
        stop,
        greeted: false,
        sender: None,
        recipients: Vec::new(),
    };
    write!(out, "220 {host} LMTP stratego-pbem ready\r\n")?;
    let mut line = Vec::new();
    loop {
        // With PIPELINING the client may send several commands at once: answer them
        // together, flushing only when nothing more is waiting.
        if input.buffer().is_empty() {
            out.flush()?;
        }
        line.clear();
        match next_line(input, &mut line, MAX_COMMAND + 1, &session, true) {
            Ok(_) => {}
            Err(End::Eof) => return out.flush(),
            Err(End::Idle) => {
                write!(out, "421 4.4.2 {host} silent too long, closing\r\n")?;
                return out.flush();
            }
            Err(End::Stop) => {
                write!(out, "421 4.3.2 {host} shutting down, try again later\r\n")?;
                return out.flush();
            }
            Err(End::Io(e)) => return Err(e),
        }
        if line.len() > MAX_COMMAND {
            // The rest of the line is already consumed: answer and go on.
            write!(out, "500 5.5.2 line too long\r\n")?;
            continue;
        }
        let text = String::from_utf8_lossy(&line);
        let text = text.trim_end_matches(['\r', '\n']);
        let (verb, arg) = text.split_once(' ').unwrap_or((text, ""));
        match verb.to_ascii_uppercase().as_str() {
            "QUIT" => {
                write!(out, "221 2.0.0 {host} closing\r\n")?;
                return out.flush();
            }
            "DATA" => {
                if !session.data(input, out, deliver)? {
                    // The client went away in the middle of the mail: nothing was applied.
                    return out.flush();
                }
            }
            verb => session.command(verb, arg.trim(), out)?,
        }
    }
}

/// The state of a session between commands.
struct Session<'a> {
    host: &'a str,
    limits: Limits,
    stop: &'a AtomicBool,
    /// `LHLO` was said.
    greeted: bool,
    /// `MAIL FROM`, once given.
    sender: Option<String>,
    /// `RCPT TO`s.
    recipients: Vec<String>,
}

impl Session<'_> {
    /// Every command but `DATA` and `QUIT`.
    fn command(&mut self, verb: &str, arg: &str, out: &mut impl Write) -> io::Result<()> {
        let host = self.host;
        match verb {
            "LHLO" if arg.is_empty() => write!(out, "501 5.5.4 LHLO needs a host name\r\n"),
            "LHLO" => {
                self.greeted = true;
                self.reset();
                write!(
                    out,
                    "250-{host}\r\n250-PIPELINING\r\n250-ENHANCEDSTATUSCODES\r\n250 8BITMIME\r\n"
                )
            }
            "HELO" | "EHLO" => write!(out, "500 5.5.1 this is LMTP: say LHLO\r\n"),
            "MAIL" if !self.greeted => write!(out, "503 5.5.1 say LHLO first\r\n"),
            "MAIL" if self.sender.is_some() => {
                write!(
                    out,
                    "503 5.5.1 a mail is already under way (RSET ends it)\r\n"
                )
            }
            "MAIL" => match path(arg, "FROM:") {
                Some(sender) => {
                    self.sender = Some(sender);
                    write!(out, "250 2.1.0 sender ok\r\n")
                }
                None => write!(out, "501 5.5.4 say MAIL FROM:<address>\r\n"),
            },
            "RCPT" if self.sender.is_none() => write!(out, "503 5.5.1 say MAIL first\r\n"),
            "RCPT" => match path(arg, "TO:") {
                Some(r) if r.is_empty() => write!(out, "501 5.1.3 an empty recipient\r\n"),
                Some(_) if self.recipients.len() >= self.limits.max_recipients => {
                    write!(
                        out,
                        "452 4.5.3 too many recipients, send the rest apart\r\n"
                    )
                }
                Some(r) => {
                    self.recipients.push(r);
                    write!(out, "250 2.1.5 recipient ok\r\n")
                }
                None => write!(out, "501 5.5.4 say RCPT TO:<address>\r\n"),
            },
            "RSET" => {
                self.reset();
                write!(out, "250 2.0.0 ok\r\n")
            }
            "NOOP" => write!(out, "250 2.0.0 ok\r\n"),
            "VRFY" => write!(out, "252 2.5.0 not verified; send the mail\r\n"),
            _ => write!(out, "500 5.5.2 command not recognised\r\n"),
        }
    }

    /// `DATA`: reads the mail, hands it to `deliver`, and answers once per recipient.
    /// `false` when the client closed or fell silent before the end of the mail.
    fn data<R: BufRead, W: Write>(
        &mut self,
        input: &mut R,
        out: &mut W,
        deliver: &mut dyn FnMut(&Mail<'_>) -> Vec<Verdict>,
    ) -> io::Result<bool> {
        let Some(sender) = self.sender.clone() else {
            write!(out, "503 5.5.1 say MAIL first\r\n")?;
            return Ok(true);
        };
        if self.recipients.is_empty() {
            write!(out, "503 5.5.1 no recipient was accepted\r\n")?;
            return Ok(true);
        }
        write!(out, "354 go ahead, end with a line holding a lone dot\r\n")?;
        out.flush()?;
        let keep = inbound::MAX_MESSAGE_BYTES + 1;
        let mut raw = Vec::new();
        let mut total = 0u64;
        let mut line = Vec::new();
        loop {
            line.clear();
            let room = keep.saturating_sub(raw.len());
            // Enough of the line to know a lone dot, and no more than the mail may hold.
            let len = match next_line(input, &mut line, room.max(2) + 1, self, false) {
                Ok(len) => len,
                Err(End::Io(e)) => return Err(e),
                Err(_) => return Ok(false),
            };
            if line == b".\r\n" || line == b".\n" {
                break;
            }
            let skip = usize::from(line.first() == Some(&b'.'));
            total += len - skip as u64;
            let part = &line[skip..];
            raw.extend_from_slice(&part[..part.len().min(room)]);
        }
        let recipients = std::mem::take(&mut self.recipients);
        let mail = Mail {
            sender: &sender,
            recipients: &recipients,
            raw: &raw,
            total,
        };
        let verdicts = deliver(&mail);
        for (i, r) in recipients.iter().enumerate() {
            match verdicts.get(i) {
                Some(Verdict::Done) => write!(out, "250 2.0.0 <{r}> done\r\n")?,
                Some(Verdict::Retry(why)) => write!(out, "451 4.3.0 <{r}> {why}\r\n")?,
                None => write!(out, "451 4.3.0 <{r}> not handled, try again later\r\n")?,
            }
        }
        self.reset();
        Ok(true)
    }

    fn reset(&mut self) {
        self.sender = None;
        self.recipients.clear();
    }
}

/// The address of `MAIL FROM:<a>` or `RCPT TO:<a>` (`word` is `FROM:` or `TO:`), without
/// its angle brackets and without any parameters after it. `None` if the word is missing.
fn path(arg: &str, word: &str) -> Option<String> {
    let head = arg.get(..word.len())?;
    if !head.eq_ignore_ascii_case(word) {
        return None;
    }
    let rest = arg[word.len()..].trim_start();
    let addr = match rest.strip_prefix('<') {
        Some(inner) => inner.split_once('>')?.0,
        None => rest.split_whitespace().next().unwrap_or(""),
    };
    Some(addr.to_string())
}

/// Reads one line (through its `\n`) into `out`, keeping at most `keep` bytes of it and
/// dropping the rest; returns its whole length. Waits through read timeouts until the
/// client has been silent for the session's idle limit, or, if `stoppable` and nothing of
/// the line has come yet, the server stops.
fn next_line<R: BufRead>(
    input: &mut R,
    out: &mut Vec<u8>,
    keep: usize,
    session: &Session<'_>,
    stoppable: bool,
) -> Result<u64, End> {
    let mut len = 0u64;
    let mut heard = Instant::now();
    loop {
        let buf = match input.fill_buf() {
            Ok(buf) => buf,
            Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {
                if stoppable && len == 0 && session.stop.load(Ordering::Relaxed) {
                    return Err(End::Stop);
                }
                if heard.elapsed() >= session.limits.idle {
                    return Err(End::Idle);
                }
                continue;
            }
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(e) => return Err(End::Io(e)),
        };
        if buf.is_empty() {
            return Err(End::Eof);
        }
        heard = Instant::now();
        let (n, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (buf.len(), false),
        };
        let room = keep.saturating_sub(out.len());
        out.extend_from_slice(&buf[..n.min(room)]);
        input.consume(n);
        len += n as u64;
        if done {
            return Ok(len);
        }
    }
}

#[cfg(test)]
mod tests;

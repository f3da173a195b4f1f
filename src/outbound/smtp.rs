//! SMTP to a relay over one connection kept open between mails.

use std::fmt;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use lettre::Message;
use lettre::transport::smtp::client::SmtpConnection;
use lettre::transport::smtp::commands::{Data, Mail, Rcpt};
use lettre::transport::smtp::extension::ClientId;
use lettre::transport::smtp::response::Response;

use super::{SendError, SubmissionTls, Transport};
use crate::credentials::{Login, Secret};

/// How long a connection may sit idle before it is checked with `NOOP` before the next mail.
const IDLE_CHECK: Duration = Duration::from_millis(100);

pub(super) struct Smtp {
    pub(super) host: String,
    pub(super) port: u16,
    pub(super) hello: ClientId,
    /// The open connection and when it was last used.
    pub(super) connection: Mutex<Option<(SmtpConnection, Instant)>>,
    /// Submission to a provider: TLS and a login. `None` for a plain relay.
    pub(super) submission: Option<Submission>,
}

/// What a [`Transport::Submission`] needs beyond the host: TLS and a login.
pub(super) struct Submission {
    pub(super) tls: SubmissionTls,
    pub(super) user: String,
    /// `None` when no secret was configured: every connection then fails with a message
    /// that says how to give one.
    pub(super) secret: Option<Secret>,
    /// lettre's TLS settings: the web's roots and the `--ca-file`, for this host.
    pub(super) tls_parameters: lettre::transport::smtp::client::TlsParameters,
}

impl Smtp {
    /// Sends one message over the open connection, or a new one. The error says in which
    /// [`Phase`] it happened: after a failure to connect the caller tries no more mail.
    pub(super) fn send(
        &self,
        message: &Message,
        timeout: Duration,
    ) -> Result<(), (SendError, Phase)> {
        let mut slot = self
            .connection
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        // A connection that sat idle may have been closed by the server (Postfix's smtpd
        // after 300 s): `NOOP` finds out before a mail is lost to it. Within a batch the mails
        // follow each other at once, and a round trip per mail would cost a third of the rate.
        if let Some((conn, used)) = slot.as_mut()
            && (conn.has_broken() || (used.elapsed() >= IDLE_CHECK && !conn.test_connected()))
        {
            conn.abort();
            *slot = None;
        }
        let (conn, used) = match slot.as_mut() {
            Some(open) => open,
            None => slot.insert((
                self.connect(timeout).map_err(|e| (e, Phase::Connect))?,
                Instant::now(),
            )),
        };
        let result = transaction(conn, message);
        *used = Instant::now();
        if conn.has_broken() {
            *slot = None;
        }
        result.map(drop).map_err(|e| {
            (
                self.error(e, timeout, Phase::Transaction),
                Phase::Transaction,
            )
        })
    }

    /// A new connection: with a submission login, made secure (TLS from the first byte, or
    /// STARTTLS, which must then be offered) and logged in (AUTH PLAIN or LOGIN with a
    /// password, XOAUTH2 with a token fresh from the token command). Every failure here
    /// is transient for the mail: it stays queued until the login works.
    fn connect(&self, timeout: Duration) -> Result<SmtpConnection, SendError> {
        use lettre::transport::smtp::authentication::{Credentials, Mechanism};

        let failed = |e| self.error(e, timeout, Phase::Connect);
        let Some(sub) = &self.submission else {
            return SmtpConnection::connect(
                (self.host.as_str(), self.port),
                Some(timeout),
                &self.hello,
                None,
                None,
            )
            .map_err(failed);
        };
        let server = self.transport();
        let implicit = (sub.tls == SubmissionTls::Implicit).then_some(&sub.tls_parameters);
        let mut conn = SmtpConnection::connect(
            (self.host.as_str(), self.port),
            Some(timeout),
            &self.hello,
            implicit,
            None,
        )
        .map_err(failed)?;
        if sub.tls == SubmissionTls::StartTls {
            if !conn.can_starttls() {
                conn.abort();
                return Err(SendError::transient(format!(
                    "{server} does not offer STARTTLS, and a login is never sent in the \
                     clear: use smtps:// (port 465) if the provider has it"
                )));
            }
            conn.starttls(&sub.tls_parameters, &self.hello)
                .map_err(failed)?;
        }
        let Some(secret) = &sub.secret else {
            conn.abort();
            return Err(SendError::transient(format!(
                "{server}: no secret for the login {}: set STRATEGO_SMTP_PASSWORD, \
                 --smtp-password-file or --oauth2-token-command",
                sub.user
            )));
        };
        let login = secret
            .login()
            .map_err(|e| SendError::transient(format!("{server}: {e}")))?;
        let (mechanisms, credentials) = match login {
            Login::Password(p) => (
                &[Mechanism::Plain, Mechanism::Login][..],
                Credentials::new(sub.user.clone(), p),
            ),
            Login::Token(t) => (
                &[Mechanism::Xoauth2][..],
                Credentials::new(sub.user.clone(), t),
            ),
        };
        if let Err(e) = conn.auth(mechanisms, &credentials) {
            conn.abort();
            return Err(SendError::transient(format!(
                "{server} refused the login of {}: {e}",
                sub.user
            )));
        }
        Ok(conn)
    }

    /// The transport as configured, for messages.
    fn transport(&self) -> Transport {
        match &self.submission {
            None => Transport::Smtp {
                host: self.host.clone(),
                port: self.port,
            },
            Some(sub) => Transport::Submission {
                tls: sub.tls,
                user: sub.user.clone(),
                host: self.host.clone(),
                port: self.port,
            },
        }
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
        let server = self.transport();
        if let Some(refusal) = crate::credentials::tls_refusal(&e) {
            SendError::stopping(format!(
                "TLS with {server} failed: {refusal}; for a server with a private CA, give \
                 its CA certificate with --ca-file"
            ))
        } else if is_timeout(&e) {
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

/// One mail transaction: `MAIL FROM`, `RCPT TO`, `DATA`, the message.
///
/// lettre's own `send` writes the message and then, in a second write, the terminator
/// `.`: with Nagle's algorithm on (lettre does not set `TCP_NODELAY`), that small write waits
/// for the server's delayed acknowledgement of the message, 40 ms on Linux, and a batch went
/// at 22 mails a second. Here the message and its terminator go in one write (a `DATA` block
/// sent as one command). Mail that needs `SMTPUTF8` or `8BITMIME` (ours is ASCII: its text is
/// 7bit, quoted-printable or base64) takes lettre's path, which checks the server supports it.
fn transaction(
    conn: &mut SmtpConnection,
    message: &Message,
) -> Result<Response, lettre::transport::smtp::Error> {
    // lettre ends DATA with "\r\n.\r\n" even when the message already ends with a line
    // break, which would add an empty line to every mail; the message's own last CRLF is the
    // first half of that terminator.
    let bytes = message.formatted();
    let bytes = bytes.strip_suffix(b"\r\n").unwrap_or(&bytes);
    let envelope = message.envelope();
    let text = match std::str::from_utf8(bytes) {
        Ok(text)
            if text.is_ascii()
                && envelope
                    .from()
                    .is_none_or(|a| AsRef::<str>::as_ref(a).is_ascii())
                && envelope
                    .to()
                    .iter()
                    .all(|a| AsRef::<str>::as_ref(a).is_ascii()) =>
        {
            text
        }
        _ => return conn.send(envelope, bytes),
    };
    let result = (|| {
        conn.command(Mail::new(envelope.from().cloned(), vec![]))?;
        for to in envelope.to() {
            conn.command(Rcpt::new(to.clone(), vec![]))?;
        }
        conn.command(Data)?;
        conn.command(DataBlock(text))
    })();
    if result.is_err() {
        // As lettre does after a failed command: the session's state is unknown.
        conn.abort();
    }
    result
}

/// A message as the `DATA` block: dot-stuffed (RFC 5321 4.5.2), then `CRLF . CRLF`.
struct DataBlock<'a>(&'a str);

impl fmt::Display for DataBlock<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, line) in self.0.split("\r\n").enumerate() {
            if i > 0 {
                f.write_str("\r\n")?;
            }
            if line.starts_with('.') {
                f.write_str(".")?;
            }
            f.write_str(line)?;
        }
        f.write_str("\r\n.\r\n")
    }
}

/// Where in an SMTP session an error happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Phase {
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
        if let Some((mut conn, _)) = slot.take()
            && !conn.has_broken()
        {
            let _ = conn.quit();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_data_block_is_dot_stuffed_and_ends_with_the_terminator() {
        let block = DataBlock("Subject: x\r\n\r\n.\r\n..a\r\nb.\r\n.").to_string();
        assert_eq!(block, "Subject: x\r\n\r\n..\r\n...a\r\nb.\r\n..\r\n.\r\n");
        assert_eq!(DataBlock(".x").to_string(), "..x\r\n.\r\n");
    }
}

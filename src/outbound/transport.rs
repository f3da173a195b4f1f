//! Where mail goes: the `--transport` setting, read and written.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

/// Where mail goes.
///
/// Written as `file:DIR`, `sendmail`, `sendmail:/path/to/sendmail`, `smtp://HOST:PORT` (a
/// relay on loopback or the local network, no login), or, for submission to a mail
/// provider with a login, `smtps://USER@HOST[:PORT]` (TLS from the first byte, port 465) or
/// `smtp://USER@HOST[:PORT]` (STARTTLS required, port 587); [`FromStr`] and
/// [`Display`](fmt::Display) round-trip. The password or token of a submission login never
/// stands here: it comes from the environment, a file or a token command
/// ([`crate::credentials`]).
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
    /// SMTP submission to a mail provider, over TLS, with a login (RFC 6409).
    Submission {
        /// TLS from the first byte (`smtps://`) or STARTTLS (`smtp://`).
        tls: SubmissionTls,
        /// The login name.
        user: String,
        /// Host name or IP address.
        host: String,
        /// TCP port.
        port: u16,
    },
}

/// How a [`Transport::Submission`] connection is made secure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SubmissionTls {
    /// TLS from the first byte (`smtps://`, port 465 by default).
    Implicit,
    /// Plain, then STARTTLS, which the server must offer (`smtp://`, port 587 by default).
    StartTls,
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
    /// `smtp://` or `smtps://` followed by something that is not `[USER@]HOST[:PORT]`.
    #[error(
        "bad SMTP transport {input:?}: {problem}; write smtp://HOST:PORT (a relay, e.g. \
         smtp://127.0.0.1:25), smtps://USER@HOST:465 or smtp://USER@HOST:587 (submission)"
    )]
    BadSmtp {
        /// What was given.
        input: String,
        /// What is wrong with it.
        problem: &'static str,
    },
}

const FORMS: &str = "file:DIR, sendmail, sendmail:/path/to/sendmail, smtp://HOST:PORT, \
                     smtps://USER@HOST:465 or smtp://USER@HOST:587";

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
        let bad = |problem| TransportParseError::BadSmtp {
            input: input.to_owned(),
            problem,
        };
        let submission = |rest: &str, tls, default_port| match rest.rsplit_once('@') {
            Some((user, hostport)) if !user.is_empty() && !user.contains(['/', ' ', ':']) => {
                let (host, port) = parse_host_port(hostport, default_port).map_err(bad)?;
                Ok(Transport::Submission {
                    tls,
                    user: user.to_owned(),
                    host,
                    port,
                })
            }
            _ => Err(bad(
                "the login name before '@' is missing or holds ':', '/' or a space",
            )),
        };
        if let Some(rest) = input.strip_prefix("smtps://") {
            return submission(rest, SubmissionTls::Implicit, 465);
        }
        if let Some(rest) = input.strip_prefix("smtp://") {
            if rest.contains('@') {
                return submission(rest, SubmissionTls::StartTls, 587);
            }
            let (host, port) = parse_host_port(rest, 25).map_err(bad)?;
            return Ok(Transport::Smtp { host, port });
        }
        Err(TransportParseError::Unknown {
            input: input.to_owned(),
        })
    }
}

/// Reads `HOST:PORT`, `HOST` (`default_port`) or `[IPV6]:PORT`.
fn parse_host_port(s: &str, default_port: u16) -> Result<(String, u16), &'static str> {
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
        None => default_port,
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
            Transport::Submission {
                tls,
                user,
                host,
                port,
            } => {
                let scheme = match tls {
                    SubmissionTls::Implicit => "smtps",
                    SubmissionTls::StartTls => "smtp",
                };
                if host.contains(':') {
                    write!(f, "{scheme}://{user}@[{host}]:{port}")
                } else {
                    write!(f, "{scheme}://{user}@{host}:{port}")
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn submission_forms_round_trip() {
        let t: Transport = "smtps://club@mail.example.org".parse().unwrap();
        assert_eq!(
            t,
            Transport::Submission {
                tls: SubmissionTls::Implicit,
                user: "club".into(),
                host: "mail.example.org".into(),
                port: 465
            }
        );
        assert_eq!(t.to_string(), "smtps://club@mail.example.org:465");
        let t: Transport = "smtp://club@example.org@smtp.example.org".parse().unwrap();
        assert_eq!(
            t.to_string(),
            "smtp://club@example.org@smtp.example.org:587"
        );
        let t: Transport = "smtp://u@[::1]:2587".parse().unwrap();
        assert_eq!(t.to_string(), "smtp://u@[::1]:2587");
        assert_eq!(t.to_string().parse::<Transport>().unwrap(), t);
        for bad in [
            "smtps://host",
            "smtps://@host",
            "smtp://u:pw@host",
            "smtps://u@",
        ] {
            let e = bad.parse::<Transport>().unwrap_err().to_string();
            assert!(e.contains("smtps://USER@HOST:465"), "{bad}: {e}");
        }
    }
}

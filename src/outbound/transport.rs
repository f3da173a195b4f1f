//! Where mail goes: the `--transport` setting, read and written.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

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

//! The `--imap` setting: `imaps://USER@HOST[:PORT][/FOLDER]` (TLS from the first byte,
//! port 993) or `imap://USER@HOST[:PORT][/FOLDER]` (STARTTLS, port 143; plain text allowed
//! only on loopback). The password is never part of it.

use std::fmt;
use std::str::FromStr;

/// How the IMAP connection is made secure.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Security {
    /// TLS from the first byte (`imaps://`).
    Tls,
    /// STARTTLS, which the server must offer (`imap://` to any host but loopback).
    StartTls,
    /// `imap://` to 127.0.0.1, ::1 or localhost: plain text, since the traffic never leaves
    /// the machine and a local Dovecot's certificate is usually a self-signed one for
    /// another name; but STARTTLS when `--ca-file` is given and the server offers it.
    Loopback,
}

/// Where the mail comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImapUrl {
    /// How the connection is made secure.
    pub security: Security,
    /// The login name (may hold `@`: `club@example.org`).
    pub user: String,
    /// Host name or IP address (an IPv6 address without brackets).
    pub host: String,
    /// TCP port.
    pub port: u16,
    /// The folder to read, `INBOX` unless the URL names one.
    pub folder: String,
}

/// Why an `--imap` URL could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "bad IMAP address {input:?}: {problem}; write imaps://USER@HOST[:PORT][/FOLDER] (TLS, \
     port 993) or imap://USER@HOST[:PORT][/FOLDER] (STARTTLS, port 143)"
)]
pub struct UrlError {
    input: String,
    problem: &'static str,
}

impl ImapUrl {
    /// Whether the host is this machine.
    pub fn is_loopback(host: &str) -> bool {
        host.eq_ignore_ascii_case("localhost")
            || host
                .parse::<std::net::IpAddr>()
                .is_ok_and(|ip| ip.is_loopback())
    }
}

impl FromStr for ImapUrl {
    type Err = UrlError;

    fn from_str(input: &str) -> Result<ImapUrl, UrlError> {
        let bad = |problem| UrlError {
            input: input.to_string(),
            problem,
        };
        let (tls, rest) = if let Some(rest) = input.strip_prefix("imaps://") {
            (true, rest)
        } else if let Some(rest) = input.strip_prefix("imap://") {
            (false, rest)
        } else {
            return Err(bad("it starts with neither imaps:// nor imap://"));
        };
        let (authority, folder) = match rest.split_once('/') {
            Some((a, f)) if !f.is_empty() => (
                a,
                percent_decoded(f).ok_or_else(|| bad("a %XX in the folder is not UTF-8 hex"))?,
            ),
            Some((a, _)) => (a, "INBOX".to_string()),
            None => (rest, "INBOX".to_string()),
        };
        let (user, hostport) = authority
            .rsplit_once('@')
            .ok_or_else(|| bad("the login name (USER@) is missing"))?;
        if user.is_empty() {
            return Err(bad("the login name (USER@) is missing"));
        }
        if let Some((name, _password)) = user.split_once(':') {
            // The message must not carry the password into a log.
            return Err(UrlError {
                input: input.replacen(user, &format!("{name}:..."), 1),
                problem: "a password never stands in the URL: set STRATEGO_IMAP_PASSWORD or \
                          --imap-password-file",
            });
        }
        if user.chars().any(|c| c.is_control() || c == ' ' || c == '"') {
            return Err(bad(
                "the login name holds a space, a quote or a control character",
            ));
        }
        let (host, port) = if let Some(v6) = hostport.strip_prefix('[') {
            let (host, after) = v6
                .split_once(']')
                .ok_or_else(|| bad("missing ']' after an IPv6 address"))?;
            (host, after.strip_prefix(':'))
        } else {
            match hostport.split_once(':') {
                Some((h, p)) => (h, Some(p)),
                None => (hostport, None),
            }
        };
        if host.is_empty()
            || !host
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | ':'))
        {
            return Err(bad(
                "the host is missing or holds other than letters, digits, '.', '-'",
            ));
        }
        let port = match port {
            None => {
                if tls {
                    993
                } else {
                    143
                }
            }
            Some(p) => match p.parse::<u16>() {
                Ok(p) if p > 0 => p,
                _ => return Err(bad("the port must be a number from 1 to 65535")),
            },
        };
        let security = if tls {
            Security::Tls
        } else if ImapUrl::is_loopback(host) {
            Security::Loopback
        } else {
            Security::StartTls
        };
        let user =
            percent_decoded(user).ok_or_else(|| bad("a %XX in the login name is not UTF-8 hex"))?;
        Ok(ImapUrl {
            security,
            user,
            host: host.to_string(),
            port,
            folder,
        })
    }
}

/// `%20` and the like as the bytes they stand for (a folder name with a space, a login
/// name written `club%40example.org`); `None` when one is not hex or the result not UTF-8.
fn percent_decoded(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

impl fmt::Display for ImapUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let scheme = if self.security == Security::Tls {
            "imaps"
        } else {
            "imap"
        };
        let host = if self.host.contains(':') {
            format!("[{}]", self.host)
        } else {
            self.host.clone()
        };
        write!(
            f,
            "{scheme}://{}@{host}:{}/{}",
            self.user, self.port, self.folder
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_forms_of_the_url() {
        let u: ImapUrl = "imaps://club@example.org@imap.example.org".parse().unwrap();
        assert_eq!(u.security, Security::Tls);
        assert_eq!(u.user, "club@example.org");
        assert_eq!((u.host.as_str(), u.port), ("imap.example.org", 993));
        assert_eq!(u.folder, "INBOX");
        assert_eq!(
            u.to_string(),
            "imaps://club@example.org@imap.example.org:993/INBOX"
        );

        let u: ImapUrl = "imap://club@mail.example.org/Games/Stratego"
            .parse()
            .unwrap();
        assert_eq!(u.security, Security::StartTls);
        assert_eq!((u.port, u.folder.as_str()), (143, "Games/Stratego"));

        for local in [
            "imap://u@127.0.0.1:10143",
            "imap://u@localhost",
            "imap://u@[::1]:1",
        ] {
            let u: ImapUrl = local.parse().unwrap();
            assert_eq!(u.security, Security::Loopback, "{local}");
        }
        assert_eq!(
            "imaps://u@[::1]:1/x"
                .parse::<ImapUrl>()
                .unwrap()
                .to_string(),
            "imaps://u@[::1]:1/x"
        );
    }

    #[test]
    fn bad_urls_say_what_is_wrong() {
        for (url, says) in [
            ("pop3://u@host", "neither"),
            ("imaps://host", "login name"),
            ("imaps://u:secret@host", "never stands in the URL"),
            ("imaps://u@host:0", "port"),
            ("imaps://u@host:99999", "port"),
            ("imaps://u@", "host"),
            ("imaps://u@ho st", "host"),
        ] {
            let e = url.parse::<ImapUrl>().unwrap_err().to_string();
            assert!(e.contains(says), "{url}: {e}");
            assert!(!e.contains("secret"), "{e}");
        }
    }
}

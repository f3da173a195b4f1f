//! How the server logs in to a mail provider (the `mailbox` command's IMAP account and SMTP
//! submission): a password, or an OAuth2 access token printed by a command of the
//! administrator's, run afresh before each login (as mbsync's `PassCmd`), so that refreshing
//! tokens stays outside the server. And the certificates that TLS trusts.
//!
//! A secret never comes from the command line or a URL, where `ps` and the shell's history
//! would show it: a password comes from an environment variable or a file (a systemd
//! credential), a token from the command's standard output.

use std::fmt;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How long the token command may take before it is killed.
const TOKEN_COMMAND_TIMEOUT: Duration = Duration::from_secs(60);

/// Where the secret of a login comes from. Its `Debug` never shows a password.
#[derive(Clone, PartialEq, Eq)]
pub enum Secret {
    /// A password (an app password at providers that have them).
    Password(String),
    /// A shell command that prints an OAuth2 access token (SASL XOAUTH2 or OAUTHBEARER).
    TokenCommand(String),
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Secret::Password(_) => f.write_str("Password(..)"),
            Secret::TokenCommand(cmd) => f.debug_tuple("TokenCommand").field(cmd).finish(),
        }
    }
}

/// A secret ready to log in with.
#[derive(Clone, PartialEq, Eq)]
pub enum Login {
    /// Log in with this password (IMAP LOGIN or AUTHENTICATE PLAIN; SMTP AUTH PLAIN/LOGIN).
    Password(String),
    /// Authenticate with this OAuth2 access token.
    Token(String),
}

impl fmt::Debug for Login {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Login::Password(_) => "Password(..)",
            Login::Token(_) => "Token(..)",
        })
    }
}

/// Why a secret or a certificate could not be had.
#[derive(Debug, thiserror::Error)]
pub enum CredentialError {
    /// A password file could not be read.
    #[error("cannot read the password file {path}: {source}")]
    PasswordFile {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// Both a password and a token command were given, or neither.
    #[error("{0}")]
    Choice(String),
    /// The token command failed or printed nothing.
    #[error("the OAuth2 token command {command:?} {problem}")]
    TokenCommand {
        /// The command.
        command: String,
        /// What went wrong.
        problem: String,
    },
    /// The CA file could not be read or holds no certificate.
    #[error("--ca-file {path}: {problem}")]
    CaFile {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        problem: String,
    },
}

impl Secret {
    /// The secret of one login, from the places an administrator may put it: a password in
    /// an environment variable (`password`) or a file (`password_file`, its last line break
    /// dropped), or an OAuth2 token command. Exactly one must be given; `what` names the
    /// login and the ways to give it, for the error.
    ///
    /// # Errors
    /// [`CredentialError`] when none or more than one is given, or the file is unreadable.
    pub fn from_sources(
        what: &str,
        password: Option<String>,
        password_file: Option<&Path>,
        token_command: Option<&str>,
    ) -> Result<Secret, CredentialError> {
        let from_file = password_file
            .map(|path| {
                std::fs::read_to_string(path)
                    .map(|s| s.trim_end_matches(['\r', '\n']).to_string())
                    .map_err(|source| CredentialError::PasswordFile {
                        path: path.to_path_buf(),
                        source,
                    })
            })
            .transpose()?;
        let password = password.filter(|p| !p.is_empty());
        match (password, from_file, token_command) {
            (Some(p), None, None) | (None, Some(p), None) => Ok(Secret::Password(p)),
            (None, None, Some(cmd)) => Ok(Secret::TokenCommand(cmd.to_string())),
            (None, None, None) => Err(CredentialError::Choice(format!("{what}: no secret given"))),
            _ => Err(CredentialError::Choice(format!(
                "{what}: give one secret, not several"
            ))),
        }
    }

    /// The secret to log in with now: the password, or a token fresh from the command.
    ///
    /// # Errors
    /// [`CredentialError::TokenCommand`] when the command fails, hangs for a minute or
    /// prints nothing.
    pub fn login(&self) -> Result<Login, CredentialError> {
        match self {
            Secret::Password(p) => Ok(Login::Password(p.clone())),
            Secret::TokenCommand(cmd) => run_token_command(cmd).map(Login::Token),
        }
    }
}

/// Runs `sh -c COMMAND` and takes the first line of its output as the token.
fn run_token_command(command: &str) -> Result<String, CredentialError> {
    let fail = |problem: String| CredentialError::TokenCommand {
        command: command.to_string(),
        problem,
    };
    let mut child = Command::new("/bin/sh")
        .arg("-c")
        .arg(command)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| fail(format!("cannot be started: {e}")))?;
    // Read both pipes beside the wait, so that a talkative command cannot block on a full one.
    let mut stdout = child.stdout.take();
    let mut stderr = child.stderr.take();
    let out = std::thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(s) = stdout.as_mut() {
            let _ = s.take(64 * 1024).read_to_end(&mut buf);
        }
        buf
    });
    let err = std::thread::spawn(move || {
        let mut buf = Vec::new();
        if let Some(s) = stderr.as_mut() {
            let _ = s.take(4 * 1024).read_to_end(&mut buf);
        }
        buf
    });
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() < TOKEN_COMMAND_TIMEOUT => {
                std::thread::sleep(Duration::from_millis(20));
            }
            Ok(None) => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(fail(format!(
                    "did not finish within {} seconds",
                    TOKEN_COMMAND_TIMEOUT.as_secs()
                )));
            }
            Err(e) => return Err(fail(format!("could not be waited for: {e}"))),
        }
    };
    let out = out.join().unwrap_or_default();
    let err = err.join().unwrap_or_default();
    if !status.success() {
        let said = String::from_utf8_lossy(&err);
        let said = said.trim();
        return Err(fail(if said.is_empty() {
            format!("failed ({status})")
        } else {
            format!("failed ({status}): {said}")
        }));
    }
    let token = String::from_utf8_lossy(&out)
        .lines()
        .next()
        .unwrap_or_default()
        .trim()
        .to_string();
    if token.is_empty() {
        return Err(fail("printed no token".to_string()));
    }
    Ok(token)
}

/// The certificates of a CA file (PEM), read and checked once for both uses (the IMAP
/// connection's rustls roots, the SMTP submission's lettre roots), so both refuse the same
/// files with the same words.
///
/// # Errors
/// [`CredentialError::CaFile`] when the file cannot be read, is not PEM or holds no
/// certificate.
pub fn ca_certificates(
    path: &Path,
) -> Result<Vec<rustls::pki_types::CertificateDer<'static>>, CredentialError> {
    use rustls::pki_types::CertificateDer;
    use rustls::pki_types::pem::PemObject;

    let fail = |problem: String| CredentialError::CaFile {
        path: path.to_path_buf(),
        problem,
    };
    let pem = std::fs::read(path).map_err(|e| fail(format!("cannot be read: {e}")))?;
    let certs = CertificateDer::pem_slice_iter(&pem)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| fail(format!("is not PEM: {e}")))?;
    if certs.is_empty() {
        return Err(fail("holds no certificate (BEGIN CERTIFICATE)".to_string()));
    }
    Ok(certs)
}

/// The rustls client configuration of the IMAP connection: the web's root certificates
/// (webpki-roots, built in: no system store needed) plus those of `ca_file` (PEM), for a
/// provider or a Dovecot with a private CA.
///
/// # Errors
/// [`CredentialError::CaFile`] when the file cannot be used ([`ca_certificates`]).
pub fn tls_config(ca_file: Option<&Path>) -> Result<Arc<rustls::ClientConfig>, CredentialError> {
    let mut roots = rustls::RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    if let Some(path) = ca_file {
        for cert in ca_certificates(path)? {
            roots.add(cert).map_err(|e| CredentialError::CaFile {
                path: path.to_path_buf(),
                problem: format!("holds a certificate rustls refuses: {e}"),
            })?;
        }
    }
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| CredentialError::CaFile {
            path: ca_file.map(Path::to_path_buf).unwrap_or_default(),
            problem: e.to_string(),
        })?
        .with_root_certificates(roots)
        .with_no_client_auth();
    Ok(Arc::new(config))
}

/// The TLS failure in `error` or its sources, named for the administrator, when there is
/// one: a refused certificate (untrusted, expired, for another name) or another refusal of
/// the handshake. Retrying cannot help until the administrator acts, so the daemons stop
/// (exit 1) instead of trying again. Looks inside `std::io::Error`s too, whose `source`
/// skips the error they carry.
pub fn tls_refusal(error: &(dyn std::error::Error + 'static)) -> Option<String> {
    let mut next = Some(error);
    while let Some(err) = next {
        if let Some(tls) = err.downcast_ref::<rustls::Error>() {
            return Some(match tls {
                rustls::Error::InvalidCertificate(problem) => {
                    format!("its certificate was refused: {} ({tls})", plain(problem))
                }
                other => format!("the TLS handshake failed: {other}"),
            });
        }
        if let Some(io) = err.downcast_ref::<std::io::Error>()
            && let Some(inner) = io.get_ref()
            && let Some(found) = tls_refusal(inner)
        {
            return Some(found);
        }
        next = err.source();
    }
    None
}

/// What is wrong with a refused certificate, in the administrator's words.
fn plain(problem: &rustls::CertificateError) -> &'static str {
    use rustls::CertificateError as E;
    match problem {
        E::UnknownIssuer => "no CA we trust signed it (a self-signed one, or one of a private CA)",
        E::Expired | E::ExpiredContext { .. } => "it has expired",
        E::NotValidYet | E::NotValidYetContext { .. } => "it is not valid yet",
        E::NotValidForName | E::NotValidForNameContext { .. } => {
            "it is for another host name than the one connected to"
        }
        E::Revoked => "it was revoked",
        E::Other(other) if other.to_string().contains("CaUsedAsEndEntity") => {
            "it is a CA certificate used as the server's own (as a plain `openssl req -x509` \
             makes): make a CA and a server certificate signed by it (docs/DEPLOY.md, \
             section 8)"
        }
        _ => "it is not one TLS can accept",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_certificate_is_found_inside_io_errors() {
        let refused = rustls::Error::InvalidCertificate(rustls::CertificateError::UnknownIssuer);
        let io = std::io::Error::new(std::io::ErrorKind::InvalidData, refused);
        let found = tls_refusal(&io).unwrap();
        assert!(found.contains("UnknownIssuer"), "{found}");
        let plain = std::io::Error::new(std::io::ErrorKind::ConnectionRefused, "refused");
        assert_eq!(tls_refusal(&plain), None);
    }

    #[test]
    fn one_secret_from_one_place() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("pw");
        std::fs::write(&file, "s3cret\n").unwrap();
        assert_eq!(
            Secret::from_sources("IMAP", None, Some(&file), None).unwrap(),
            Secret::Password("s3cret".into())
        );
        assert_eq!(
            Secret::from_sources("IMAP", Some("pw".into()), None, None).unwrap(),
            Secret::Password("pw".into())
        );
        assert!(Secret::from_sources("IMAP", None, None, None).is_err());
        assert!(Secret::from_sources("IMAP", Some("pw".into()), None, Some("x")).is_err());
        let missing = Secret::from_sources("IMAP", None, Some(&dir.path().join("no")), None);
        assert!(missing.unwrap_err().to_string().contains("cannot read"));
    }

    #[test]
    fn passwords_are_not_printed() {
        let s = Secret::Password("hunter2".into());
        assert!(!format!("{s:?}").contains("hunter2"));
        assert!(!format!("{:?}", s.login().unwrap()).contains("hunter2"));
    }

    #[test]
    fn a_token_comes_fresh_from_its_command() {
        let s = Secret::TokenCommand("echo tok-1; echo ignored".into());
        assert_eq!(s.login().unwrap(), Login::Token("tok-1".into()));
        let e = Secret::TokenCommand("echo nope >&2; exit 3".into())
            .login()
            .unwrap_err()
            .to_string();
        assert!(e.contains("failed") && e.contains("nope"), "{e}");
        let e = Secret::TokenCommand("true".into()).login().unwrap_err();
        assert!(e.to_string().contains("printed no token"), "{e}");
    }

    #[test]
    fn a_ca_file_must_hold_a_certificate() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("ca.pem");
        std::fs::write(&file, "not a certificate").unwrap();
        let e = tls_config(Some(&file)).unwrap_err().to_string();
        assert!(e.contains("no certificate"), "{e}");
        assert!(tls_config(None).is_ok());
    }
}

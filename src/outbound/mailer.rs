//! The [`Mailer`]: one configured transport, from one server address.

use std::fmt;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use lettre::message::Mailbox;
use lettre::transport::smtp::extension::ClientId;
use lettre::{SendmailTransport, Transport as _};

use super::message::{build_from, parse_from};
use super::smtp::{Phase, Smtp, Submission};
use super::{OutMail, SendError, Transport, file};
use crate::credentials::Secret;

/// The SMTP timeout used unless [`Mailer::with_timeout`] says otherwise.
pub const DEFAULT_SMTP_TIMEOUT: Duration = Duration::from_secs(30);

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
    /// by the first [`send`](Mailer::send) or [`send_batch`](Mailer::send_batch).
    ///
    /// # Errors
    /// A permanent [`SendError`] when `from` is not one valid mail address.
    pub fn new(transport: &Transport, from: &str) -> Result<Mailer, SendError> {
        Mailer::with_login(transport, from, None, None)
    }

    /// A mailer as [`Mailer::new`], with the secret of a submission login
    /// ([`Transport::Submission`]) and a CA file that TLS trusts beside the web's roots (a
    /// provider or relay with a private CA). Both are ignored by the other transports.
    ///
    /// # Errors
    /// A permanent [`SendError`] when `from` is not one valid mail address or the CA file
    /// cannot be used.
    pub fn with_login(
        transport: &Transport,
        from: &str,
        secret: Option<&Secret>,
        ca_file: Option<&Path>,
    ) -> Result<Mailer, SendError> {
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
                submission: None,
            })),
            Transport::Submission {
                tls,
                user,
                host,
                port,
            } => Via::Smtp(Box::new(Smtp {
                host: host.clone(),
                port: *port,
                hello: ClientId::default(),
                connection: Mutex::new(None),
                submission: Some(Submission {
                    tls: *tls,
                    user: user.clone(),
                    secret: secret.cloned(),
                    tls_parameters: tls_parameters(host, ca_file)?,
                }),
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

    /// Whether a batch that delivers at least one mail also makes every file of `path`'s
    /// file system durable: the file outbox's one `syncfs` (Linux) does, when the outbox is
    /// on the same file system. The database's WAL then needs no sync of its own before the
    /// batch (`Server::deliver`): the files are renamed into place only after that sync.
    pub fn syncs_file_system_of(&self, path: &Path) -> bool {
        match &self.via {
            Via::File(dir) => cfg!(target_os = "linux") && same_file_system(dir, path),
            Via::Sendmail(_) | Via::Smtp(_) => false,
        }
    }

    /// Builds and delivers one mail.
    ///
    /// # Errors
    /// [`SendError::permanent`] set when retrying cannot help (the mail cannot be built, or
    /// the SMTP server answered 5xx); otherwise the mail should stay queued and be retried.
    pub fn send(&self, mail: &OutMail) -> Result<(), SendError> {
        self.send_batch(std::slice::from_ref(mail))
            .pop()
            .unwrap_or(Ok(()))
    }

    /// Builds and delivers a batch of mails, in order, and says what became of each (the
    /// errors as for [`send`](Mailer::send)): [`send_each`](Mailer::send_each), collected.
    pub fn send_batch(&self, mails: &[OutMail]) -> Vec<Result<(), SendError>> {
        let mut results: Vec<Result<(), SendError>> = Vec::with_capacity(mails.len());
        self.send_each(mails, |_, result| {
            results.push(result);
            ControlFlow::Continue(())
        });
        results
    }

    /// Builds and delivers a batch of mails, in order, and tells `done` what became of each
    /// (by its place in `mails`; the errors as for [`send`](Mailer::send)) as soon as that is
    /// known, so that the caller can mark it at once: a kill then repeats at most the one
    /// mail the transport took but the caller had not yet marked. A mail reported sent is
    /// the transport's for good: with `file:` it is on disk under its final name, the
    /// contents of the whole batch made durable by one sync first; over SMTP the server
    /// accepted it, on one connection for the batch. Once the SMTP server cannot be reached,
    /// the rest of the batch is not tried: each gets the same transient error. `done`
    /// answering `Break` stops the batch: the mails after it are not tried and not reported.
    /// `done` hears of every mail once (with `file:` those that cannot be written first),
    /// unless it stopped the batch.
    pub fn send_each(
        &self,
        mails: &[OutMail],
        mut done: impl FnMut(usize, Result<(), SendError>) -> ControlFlow<()>,
    ) {
        match &self.via {
            Via::File(dir) => {
                // The mails that cannot be written are reported first, then the others as
                // each gets its final name.
                let mut batch = file::Batch::new(dir);
                let mut written: Vec<usize> = Vec::with_capacity(mails.len());
                for (i, mail) in mails.iter().enumerate() {
                    match build_from(mail, self.from.clone())
                        .and_then(|message| batch.write(mail, &message.formatted()))
                    {
                        Ok(()) => written.push(i),
                        Err(e) => {
                            if done(i, Err(e)).is_break() {
                                return;
                            }
                        }
                    }
                }
                let mut stopped = false;
                let synced = batch.sync(|k| {
                    let flow = done(written[k], Ok(()));
                    stopped = flow.is_break();
                    flow
                });
                if let Err((named, e)) = synced {
                    for &i in &written[named..] {
                        if stopped || done(i, Err(e.clone())).is_break() {
                            return;
                        }
                    }
                }
            }
            Via::Sendmail(sendmail) => {
                for (i, mail) in mails.iter().enumerate() {
                    let sent = build_from(mail, self.from.clone()).and_then(|message| {
                        sendmail
                            .send(&message)
                            .map_err(|e| SendError::transient(format!("sendmail failed: {e}")))
                    });
                    if done(i, sent).is_break() {
                        return;
                    }
                }
            }
            Via::Smtp(smtp) => {
                let mut unreachable: Option<SendError> = None;
                for (i, mail) in mails.iter().enumerate() {
                    let sent = match &unreachable {
                        Some(e) => Err(e.clone()),
                        None => build_from(mail, self.from.clone()).and_then(|message| {
                            smtp.send(&message, self.timeout).map_err(|(e, phase)| {
                                if phase == Phase::Connect {
                                    unreachable = Some(e.clone());
                                }
                                e
                            })
                        }),
                    };
                    if done(i, sent).is_break() {
                        return;
                    }
                }
            }
        }
    }
}

/// lettre's TLS settings for `host`: the web's root certificates, plus those of `ca_file`.
fn tls_parameters(
    host: &str,
    ca_file: Option<&Path>,
) -> Result<lettre::transport::smtp::client::TlsParameters, SendError> {
    use lettre::transport::smtp::client::{Certificate, TlsParameters};
    let mut builder = TlsParameters::builder(host.to_string());
    if let Some(path) = ca_file {
        let certs = crate::credentials::ca_certificates(path)
            .map_err(|e| SendError::permanent(e.to_string()))?;
        for der in certs {
            let cert = Certificate::from_der(der.to_vec())
                .map_err(|e| SendError::permanent(format!("--ca-file {}: {e}", path.display())))?;
            builder = builder.add_root_certificate(cert);
        }
    }
    builder
        .build_rustls()
        .map_err(|e| SendError::permanent(format!("TLS for {host}: {e}")))
}

/// Whether `a` and `b` are on one file system; either may not exist yet (the outbox is
/// made at the first mail, the database by SQLite), so the nearest directory that does is
/// asked.
fn same_file_system(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    let device = |path: &Path| {
        path.ancestors()
            .map(|p| {
                if p.as_os_str().is_empty() {
                    Path::new(".")
                } else {
                    p
                }
            })
            .find_map(|p| std::fs::metadata(p).ok())
            .map(|m| m.dev())
    };
    matches!((device(a), device(b)), (Some(x), Some(y)) if x == y)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mailer_can_be_shared_between_threads() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<Mailer>();
    }
}

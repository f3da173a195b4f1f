//! A real SMTP server on 127.0.0.1 for tests: `tests/smtp_sink.py` (aiosmtpd) run as a child
//! process. Install its Python dependencies once with `scripts/test-deps`.
//!
//! [`SmtpSink::start`] is a plain sink; [`SmtpSink::start_with`] takes [`SinkOptions`]: STARTTLS
//! (optionally required) or implicit TLS with a certificate (e.g. [`TestCerts`], or the
//! Dovecot helper's [`certs`](super::dovecot::Dovecot::certs)), and AUTH for one user by
//! password and, optionally, by an OAuth2 bearer token (XOAUTH2, OAUTHBEARER).

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use std::{env, fs};

use tempfile::TempDir;

use super::tls::TestCerts;

/// How the sink answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Take every message.
    Accept,
    /// Answer RCPT TO with 450.
    TempFail,
    /// Answer RCPT TO with 550.
    PermFail,
    /// Never answer the end of DATA.
    Hang,
    /// Answer EHLO with 554.
    Refuse,
}

impl Mode {
    fn as_str(self) -> &'static str {
        match self {
            Mode::Accept => "accept",
            Mode::TempFail => "tempfail",
            Mode::PermFail => "permfail",
            Mode::Hang => "hang",
            Mode::Refuse => "refuse",
        }
    }
}

/// One message the sink accepted.
#[derive(Debug, Clone)]
pub struct ReceivedMail {
    /// `MAIL FROM`.
    pub envelope_from: String,
    /// `RCPT TO`, in order.
    pub rcpt_to: Vec<String>,
    /// The client's address and port: equal for mails sent over one connection.
    pub peer: String,
    /// The DATA exactly as received (CRLF line ends, dot-unstuffed).
    pub raw: String,
    /// `None` over plain SMTP, `Some("starttls")` or `Some("implicit")` over TLS.
    pub tls: Option<String>,
    /// The login of an authenticated session (`None`: not authenticated).
    pub auth_user: Option<String>,
    /// The SASL mechanism it authenticated with: `PLAIN`, `LOGIN`, `XOAUTH2`, `OAUTHBEARER`.
    pub auth_mechanism: Option<String>,
}

/// How the sink is secured.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TlsMode {
    /// STARTTLS offered; plain commands still allowed (AUTH only after STARTTLS).
    StartTls,
    /// STARTTLS offered and required: other commands than EHLO, NOOP, QUIT get 530 before it.
    RequireStartTls,
    /// TLS from the first byte (as on port 465); no STARTTLS.
    Implicit,
}

/// The sink's TLS: the mode and the server certificate chain and key (PEM files).
#[derive(Debug, Clone)]
pub struct SinkTls {
    pub mode: TlsMode,
    pub cert: PathBuf,
    pub key: PathBuf,
}

/// How a sink is started ([`SmtpSink::start_with`]). `SinkOptions::default()` is a plain sink
/// that accepts everything, as [`SmtpSink::start`] (`Mode::Accept`) starts.
#[derive(Debug, Clone)]
pub struct SinkOptions {
    pub mode: Mode,
    /// Sessions idle this long are closed with 421 (default: aiosmtpd's 300 s).
    pub idle_timeout: Option<Duration>,
    pub tls: Option<SinkTls>,
    /// `(user, password)`: AUTH PLAIN/LOGIN for that user; MAIL FROM without AUTH gets 530.
    pub auth: Option<(String, String)>,
    /// A bearer token also accepted for the `auth` user (XOAUTH2, OAUTHBEARER).
    pub oauth2_token: Option<String>,
}

impl Default for SinkOptions {
    fn default() -> Self {
        SinkOptions {
            mode: Mode::Accept,
            idle_timeout: None,
            tls: None,
            auth: None,
            oauth2_token: None,
        }
    }
}

impl SinkOptions {
    /// TLS in `mode` with `certs`' server certificate and key.
    pub fn tls(mut self, mode: TlsMode, certs: &TestCerts) -> SinkOptions {
        self.tls = Some(SinkTls {
            mode,
            cert: certs.cert_file().to_path_buf(),
            key: certs.key_file().to_path_buf(),
        });
        self
    }

    /// AUTH for `user` with `password`, required before MAIL FROM.
    pub fn auth(mut self, user: &str, password: &str) -> SinkOptions {
        self.auth = Some((user.to_owned(), password.to_owned()));
        self
    }

    /// XOAUTH2 and OAUTHBEARER with `token` for the [`auth`](SinkOptions::auth) user.
    pub fn oauth2_token(mut self, token: &str) -> SinkOptions {
        self.oauth2_token = Some(token.to_owned());
        self
    }

    /// How the sink answers (see [`Mode`]).
    pub fn mode(mut self, mode: Mode) -> SinkOptions {
        self.mode = mode;
        self
    }
}

/// A running sink; killed when dropped.
pub struct SmtpSink {
    pub port: u16,
    pub dir: TempDir,
    child: Child,
}

/// The port a test helper started with `--port 0` announces on the first line of its
/// stdout (`PORT n`). On any other line the helper is killed and that line returned.
pub fn announced_port(child: &mut Child) -> Result<u16, String> {
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("piped stdout"))
        .read_line(&mut line)
        .expect("read the helper's port");
    match line
        .trim()
        .strip_prefix("PORT ")
        .and_then(|p| p.parse().ok())
    {
        Some(port) => Ok(port),
        None => {
            let _ = child.kill();
            let _ = child.wait();
            Err(line)
        }
    }
}

/// The Python the test helpers run: `STRATEGO_TEST_PYTHON`, else the venv of
/// `scripts/test-deps` (`.venv`, with aiosmtpd).
pub fn python() -> PathBuf {
    if let Some(python) = env::var_os("STRATEGO_TEST_PYTHON") {
        return PathBuf::from(python);
    }
    let python = Path::new(env!("CARGO_MANIFEST_DIR")).join(".venv/bin/python");
    assert!(
        python.exists(),
        "{} is missing: run scripts/test-deps once to install the SMTP sink's Python \
         dependencies (or set STRATEGO_TEST_PYTHON to a python with aiosmtpd)",
        python.display()
    );
    python
}

impl SmtpSink {
    /// Starts a sink on a free port and waits until it listens.
    pub fn start(mode: Mode) -> SmtpSink {
        SmtpSink::start_with(SinkOptions::default().mode(mode))
    }

    /// Like [`start`](SmtpSink::start), but the sink closes sessions idle for `idle`.
    pub fn start_with_idle_timeout(mode: Mode, idle: Duration) -> SmtpSink {
        SmtpSink::start_with(SinkOptions {
            idle_timeout: Some(idle),
            ..SinkOptions::default().mode(mode)
        })
    }

    /// Starts a sink set up by `options` on a free port and waits until it listens.
    pub fn start_with(options: SinkOptions) -> SmtpSink {
        let SinkOptions {
            mode,
            idle_timeout: idle,
            tls,
            auth,
            oauth2_token,
        } = options;
        let dir = tempfile::tempdir().expect("temp dir for the SMTP sink");
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/smtp_sink.py");
        let python = python();
        let log = fs::File::create(dir.path().join("sink.log")).expect("sink log");
        let mut command = Command::new(&python);
        command.arg(&script);
        if let Some(idle) = idle {
            command
                .arg("--idle-timeout")
                .arg(idle.as_secs_f64().to_string());
        }
        if let Some(tls) = &tls {
            command
                .arg("--tls-cert")
                .arg(&tls.cert)
                .arg("--tls-key")
                .arg(&tls.key);
            match tls.mode {
                TlsMode::StartTls => {}
                TlsMode::RequireStartTls => {
                    command.arg("--require-starttls");
                }
                TlsMode::Implicit => {
                    command.arg("--implicit-tls");
                }
            }
        }
        if let Some((user, password)) = &auth {
            command.arg("--auth").arg(format!("{user}:{password}"));
        }
        if let Some(token) = &oauth2_token {
            command.arg("--oauth2-token").arg(token);
        }
        let mut child = command
            .args(["--port", "0", "--mode", mode.as_str(), "--dir"])
            .arg(dir.path())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(log)
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run {}: {e}", python.display()));
        let port = announced_port(&mut child).unwrap_or_else(|line| {
            let log = fs::read_to_string(dir.path().join("sink.log")).unwrap_or_default();
            panic!(
                "the SMTP sink did not start (printed {line:?}). Run scripts/test-deps to \
                 install aiosmtpd. Its stderr:\n{log}"
            )
        });
        SmtpSink { port, dir, child }
    }

    /// Changes how the sink answers from the next SMTP command on.
    pub fn set_mode(&self, mode: Mode) {
        let tmp = self.dir.path().join(".mode.tmp");
        fs::write(&tmp, mode.as_str()).expect("write the sink's mode");
        fs::rename(&tmp, self.dir.path().join("mode")).expect("set the sink's mode");
    }

    /// Every message accepted so far, in the order received.
    pub fn messages(&self) -> Vec<ReceivedMail> {
        let mut names: Vec<PathBuf> = fs::read_dir(self.dir.path())
            .expect("read the sink's dir")
            .map(|entry| entry.expect("dir entry").path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "eml"))
            .collect();
        names.sort();
        names
            .into_iter()
            .map(|eml| {
                let meta = fs::read_to_string(eml.with_extension("json")).expect("envelope");
                let meta: serde_json::Value = serde_json::from_str(&meta).expect("envelope JSON");
                ReceivedMail {
                    envelope_from: meta["mail_from"].as_str().expect("mail_from").to_owned(),
                    rcpt_to: meta["rcpt_tos"]
                        .as_array()
                        .expect("rcpt_tos")
                        .iter()
                        .map(|r| r.as_str().expect("rcpt").to_owned())
                        .collect(),
                    peer: meta["peer"].as_str().expect("peer").to_owned(),
                    raw: fs::read_to_string(&eml).expect("message"),
                    tls: meta["tls"].as_str().map(str::to_owned),
                    auth_user: meta["auth_user"].as_str().map(str::to_owned),
                    auth_mechanism: meta["auth_mechanism"].as_str().map(str::to_owned),
                }
            })
            .collect()
    }

    /// The directory the sink writes each message into (`NNN.eml` and its `NNN.json`).
    pub fn dir(&self) -> &Path {
        self.dir.path()
    }

    /// The sink's log (aiosmtpd's stderr: warnings, tracebacks).
    pub fn log(&self) -> String {
        fs::read_to_string(self.dir.path().join("sink.log")).unwrap_or_default()
    }

    /// The `smtp://127.0.0.1:PORT` transport string for this sink.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

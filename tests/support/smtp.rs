//! A real SMTP server on 127.0.0.1 for tests: `tests/smtp_sink.py` (aiosmtpd) run as a child
//! process. Install its Python dependencies once with `scripts/test-deps`.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use std::{env, fs};

use tempfile::TempDir;

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
}

/// A running sink; killed when dropped.
pub struct SmtpSink {
    pub port: u16,
    pub dir: TempDir,
    child: Child,
}

fn python() -> PathBuf {
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
        SmtpSink::spawn(mode, None)
    }

    /// Like [`start`](SmtpSink::start), but the sink closes sessions idle for `idle`.
    pub fn start_with_idle_timeout(mode: Mode, idle: Duration) -> SmtpSink {
        SmtpSink::spawn(mode, Some(idle))
    }

    fn spawn(mode: Mode, idle: Option<Duration>) -> SmtpSink {
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
        let mut child = command
            .args(["--port", "0", "--mode", mode.as_str(), "--dir"])
            .arg(dir.path())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(log)
            .spawn()
            .unwrap_or_else(|e| panic!("cannot run {}: {e}", python.display()));
        let mut line = String::new();
        let stdout = child.stdout.take().expect("piped stdout");
        BufReader::new(stdout)
            .read_line(&mut line)
            .expect("read the sink's port");
        let Some(port) = line
            .trim()
            .strip_prefix("PORT ")
            .and_then(|p| p.parse().ok())
        else {
            let _ = child.kill();
            let _ = child.wait();
            let log = fs::read_to_string(dir.path().join("sink.log")).unwrap_or_default();
            panic!(
                "the SMTP sink did not start (printed {line:?}). Run scripts/test-deps to \
                 install aiosmtpd. Its stderr:\n{log}"
            );
        };
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
                }
            })
            .collect()
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

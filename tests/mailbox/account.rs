//! A mail account on the private Dovecot, and `stratego-pbem mailbox` pointed at it.

use std::io::Read;
use std::process::{Child, Output, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::support::dovecot::{Dovecot, DovecotOptions};
use crate::support::server::Env;

/// How the server logs in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Login {
    /// imap:// on loopback, plain text, password.
    Plain,
    /// imaps:// with the test CA, password.
    Tls,
    /// imap:// on loopback with the test CA: STARTTLS, password.
    StartTls,
    /// imap:// on loopback, plain text, an OAuth2 token from the token command.
    Token,
}

/// The account the server reads, and how it logs in.
pub struct Account {
    pub dovecot: Dovecot,
    pub login: Login,
}

impl Account {
    /// An account on a fresh Dovecot with IDLE, read over plain IMAP on loopback; `None`
    /// (the test is skipped, with a message) where Dovecot cannot run outside CI.
    pub fn plain() -> Option<Account> {
        Account::start(Login::Plain, true)
    }

    pub fn start(login: Login, idle: bool) -> Option<Account> {
        let dovecot = Dovecot::start(DovecotOptions {
            idle,
            ..DovecotOptions::default()
        })?;
        Some(Account { dovecot, login })
    }

    /// The `--imap` URL of `folder`.
    pub fn url(&self, folder: &str) -> String {
        match self.login {
            Login::Plain | Login::StartTls | Login::Token => self.dovecot.imap_url(folder),
            Login::Tls => self.dovecot.imaps_url(folder),
        }
    }

    /// Puts a mail into the INBOX, as the provider's MTA does.
    pub fn append(&self, raw: &str) -> u32 {
        self.dovecot.append("INBOX", raw.as_bytes())
    }

    /// The program as `mailbox` of this account (without `--once`), its login configured.
    pub fn command(&self, env: &Env, folder: &str) -> std::process::Command {
        let mut cmd = env.std_cmd();
        cmd.args(["mailbox", "--imap", &self.url(folder)]);
        match self.login {
            Login::Token => {
                cmd.env(
                    "STRATEGO_OAUTH2_TOKEN_COMMAND",
                    format!("echo {}", self.dovecot.token()),
                );
            }
            _ => {
                cmd.env("STRATEGO_IMAP_PASSWORD", self.dovecot.password());
            }
        }
        if matches!(self.login, Login::Tls | Login::StartTls) {
            cmd.env("STRATEGO_CA_FILE", self.dovecot.ca_file());
        }
        cmd
    }
}

/// `mailbox --once` with extra environment; its output, whatever the exit status.
pub fn once_with(env: &Env, account: &Account, vars: &[(&str, &str)]) -> Output {
    let mut cmd = account.command(env, "INBOX");
    cmd.arg("--once");
    for (k, v) in vars {
        cmd.env(k, v);
    }
    cmd.output().expect("run mailbox --once")
}

/// `mailbox --once`, which must succeed; its log (stderr).
pub fn once(env: &Env, account: &Account) -> String {
    let out = once_with(env, account, &[]);
    let log = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "mailbox --once failed: {log}");
    log
}

/// `mailbox` running as a daemon, killed when dropped.
pub struct Daemon {
    pub child: Child,
    log: Arc<Mutex<String>>,
}

impl Daemon {
    pub fn start(mut cmd: std::process::Command) -> Daemon {
        let mut child = cmd
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start mailbox");
        let log = Arc::new(Mutex::new(String::new()));
        let mut stderr = child.stderr.take().unwrap();
        let sink = Arc::clone(&log);
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = stderr.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        Daemon { child, log }
    }

    pub fn log(&self) -> String {
        self.log.lock().unwrap().clone()
    }

    /// Waits until the log says `what` `n` times (at most `within`); the log.
    pub fn wait_for(&self, what: &str, n: usize, within: Duration) -> String {
        let start = Instant::now();
        loop {
            let log = self.log();
            if log.matches(what).count() >= n {
                return log;
            }
            assert!(
                start.elapsed() < within,
                "no {n} x {what:?} within {within:?}: {log}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// SIGTERM, then the exit code and the log.
    pub fn terminate(mut self) -> (Option<i32>, String) {
        // SAFETY: kill(2) with our own child's pid.
        unsafe {
            libc::kill(self.child.id() as i32, libc::SIGTERM);
        }
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "mailbox did not stop on SIGTERM: {}",
                self.log()
            );
            std::thread::sleep(Duration::from_millis(20));
        };
        std::thread::sleep(Duration::from_millis(50));
        (status.code(), self.log())
    }
}

impl Drop for Daemon {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

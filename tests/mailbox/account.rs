//! A mail account on the private Dovecot, and `stratego-pbem mailbox` pointed at it.

use std::process::Output;

pub use crate::support::daemon::Daemon;
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

//! `mailbox` without `--once`: IDLE, polling where the server lacks it, a Dovecot restart,
//! SIGTERM, the daily job on its own timer, and the logins over TLS and by token.

use std::time::{Duration, Instant};

use super::{Account, Daemon, Login, once};
use crate::support::server::{Env, addr};

fn register(user: &str) -> String {
    Env::compose(
        &addr(user),
        &format!("stratego register {user} Pw-{user}-1234"),
        "",
    )
}

/// Waits until the outbox holds `n` mails (at most `within`); how long it took.
fn outbox_holds(env: &Env, n: usize, within: Duration) -> Duration {
    let start = Instant::now();
    loop {
        let count = std::fs::read_dir(&env.outbox)
            .map(|d| d.filter_map(Result::ok).count())
            .unwrap_or(0);
        if count >= n {
            return start.elapsed();
        }
        assert!(
            start.elapsed() < within,
            "{count} of {n} mails within {within:?}"
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn the_daemon_picks_up_mail_by_idle_survives_a_dovecot_restart_and_stops_on_sigterm() {
    let Some(mut account) = Account::plain() else {
        return;
    };
    let env = Env::new();
    let daemon = Daemon::spawn(account.command(&env, "INBOX"));
    daemon.wait_for("waiting with IDLE", 1, Duration::from_secs(10));
    // The daily job ran at the start, by itself.
    daemon.wait_for("cleanup: reminded 0", 1, Duration::from_secs(10));
    account.append(&register("alice"));
    let took = outbox_holds(&env, 1, Duration::from_secs(2));
    eprintln!("alice's confirmation mail {took:?} after the APPEND");

    account.dovecot.restart();
    account.append(&register("bob"));
    // The connection is made again (a pause of at most 10 s) and bob's mail handled.
    outbox_holds(&env, 2, Duration::from_secs(15));
    let log = daemon.wait_for("connecting again", 1, Duration::from_secs(1));
    assert!(log.contains("connection lost"), "{log}");

    account.append(&register("carol"));
    outbox_holds(&env, 3, Duration::from_secs(2));
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
    assert!(log.contains("3 mails: 3 applied"), "{log}");
    assert!(log.ends_with("stratego-pbem: stopped\n"), "{log}");
    // Nothing is left for a later run.
    assert!(once(&env, &account).contains("0 mails"));
}

#[test]
fn where_the_server_lacks_idle_the_daemon_polls() {
    let Some(account) = Account::start(Login::Plain, false) else {
        return;
    };
    let env = Env::new();
    let mut cmd = account.command(&env, "INBOX");
    cmd.args(["--poll-secs", "1"]);
    let daemon = Daemon::spawn(cmd);
    daemon.wait_for("polling every 1 s (no IDLE)", 1, Duration::from_secs(10));
    account.append(&register("alice"));
    outbox_holds(&env, 1, Duration::from_secs(3));
    let (code, log) = daemon.terminate();
    assert_eq!(code, Some(0), "{log}");
}

#[test]
fn a_stalled_game_is_forfeited_by_the_daemons_own_daily_job() {
    let Some(account) = Account::plain() else {
        return;
    };
    let env = Env::new();
    crate::commands::game_playing(&env);
    env.take_mails();
    // 22 days later, with no move: the game's default forfeit time (21 days) has passed.
    env.advance(22 * 86_400);
    let daemon = Daemon::spawn(account.command(&env, "INBOX"));
    let log = daemon.wait_for("cleanup: reminded", 1, Duration::from_secs(10));
    assert!(log.contains("forfeited 1"), "{log}");
    outbox_holds(&env, 2, Duration::from_secs(5));
    let mails = env.take_mails();
    assert!(
        mails.iter().all(|m| m.subject.contains("game over")),
        "{mails:#?}"
    );
    daemon.terminate();
}

#[test]
fn logins_over_tls_starttls_and_by_oauth2_token() {
    for login in [Login::Tls, Login::StartTls, Login::Token] {
        let Some(account) = Account::start(login, true) else {
            return;
        };
        let env = Env::new();
        account.append(&register("alice"));
        let log = once(&env, &account);
        assert!(log.contains("1 mails: 1 applied"), "{login:?}: {log}");
        let dovecot_log = account.dovecot.log();
        let wanted = match login {
            Login::Tls | Login::StartTls => "TLS",
            _ => "method=XOAUTH2",
        };
        assert!(
            dovecot_log
                .lines()
                .any(|l| l.contains("Login: user=<stratego>") && l.contains(wanted)),
            "{login:?}: {dovecot_log}"
        );
    }
}

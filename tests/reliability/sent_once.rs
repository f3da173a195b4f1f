//! A reply is sent once (issue 80): `send` is killed with SIGKILL three times while it
//! delivers 400 replies to a real SMTP server on 127.0.0.1, then run to the end. Every
//! reply arrives, and each kill sends at most one reply twice: the one the server had
//! accepted when the kill came, before its mark. (When the marks of a batch of up to 1,000
//! were written together, a kill sent again every reply of the batch so far.)

use std::collections::BTreeMap;
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::Stdio;

use super::{addr, command, deliver_to_maildir};
use crate::support::server::Env;
use crate::support::smtp::{Mode, SmtpSink};

const REPLIES: usize = 400;

/// How many messages the sink holds (its `.eml` files), without reading them.
fn received(dir: &Path) -> usize {
    std::fs::read_dir(dir).map_or(0, |rd| {
        rd.filter_map(Result::ok)
            .filter(|e| e.path().extension().is_some_and(|x| x == "eml"))
            .count()
    })
}

#[test]
fn killed_deliveries_send_every_reply_and_at_most_one_twice_per_kill() {
    let env = Env::new();
    // 400 registrations: one confirmation mail each, queued and not sent.
    let maildir = env.dir.path().join("Registrations");
    for i in 0..REPLIES {
        let user = format!("player{i}");
        let raw = Env::compose(
            &addr(&user),
            &format!("stratego register {user} pw-{user}"),
            "",
        );
        deliver_to_maildir(&maildir, &format!("{i:06}.mail"), raw.as_bytes());
    }
    let out = command(&env)
        .args(["ingest", "--no-send", "--maildir"])
        .arg(&maildir)
        .output()
        .expect("ingest --maildir");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success() && stderr.contains(&format!("{REPLIES} mails: {REPLIES} applied")),
        "{stderr}"
    );

    let sink = SmtpSink::start(Mode::Accept);
    let sink_dir = sink.dir();
    let send = || {
        let mut cmd = command(&env);
        cmd.env("STRATEGO_TRANSPORT", sink.url())
            .arg("send")
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        cmd
    };
    for kill in 1..=3 {
        // Killed once the sink holds about sixty more messages: well before the end.
        let before = received(sink_dir);
        let mut child = send().spawn().expect("spawn send");
        while received(sink_dir) < before + 60 && child.try_wait().expect("wait").is_none() {
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        child.kill().expect("SIGKILL");
        let status = child.wait().expect("wait");
        assert_eq!(
            status.signal(),
            Some(9),
            "kill {kill}: send ended before the kill"
        );
    }
    let out = send().output().expect("send");
    assert!(
        out.status.success(),
        "the last send: {}",
        String::from_utf8_lossy(&out.stderr)
    );

    let mut copies: BTreeMap<String, usize> = BTreeMap::new();
    for mail in sink.messages() {
        let id = mail
            .raw
            .lines()
            .find_map(|l| l.strip_prefix("Message-ID: "))
            .expect("a Message-ID")
            .to_string();
        *copies.entry(id).or_default() += 1;
    }
    assert_eq!(copies.len(), REPLIES, "every reply arrived");
    let twice: Vec<_> = copies.iter().filter(|(_, n)| **n > 1).collect();
    assert!(
        twice.len() <= 3 && twice.iter().all(|(_, n)| **n == 2),
        "at most one reply sent twice per kill: {twice:?}"
    );
    let queued: i64 = super::open_ro(&env.db)
        .query_row(
            "SELECT count(*) FROM outbox WHERE status = 'queued'",
            [],
            |r| r.get(0),
        )
        .expect("count the outbox");
    assert_eq!(queued, 0, "nothing left queued");
}

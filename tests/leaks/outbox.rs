//! The outbox against a real SMTP server (`tests/smtp_sink.py`): down (connection refused),
//! refusing (4xx, 5xx, a 554 greeting) or hanging. Replies stay queued with the error; `send`
//! tries a mail again only when it is due, after 1, 5, 15 and 60 minutes, then every 4 hours
//! (`src/store/outbox.rs`); a mail the server accepted is never sent again; a permanent refusal
//! is marked failed at once, and transient failures give up after 3 days. The clock is the
//! program's (`STRATEGO_NOW`); the outbox is read from the database.

use std::net::TcpListener;
use std::time::{Duration, Instant};

use crate::support::server::{Env, addr};
use crate::support::smtp::{Mode, SmtpSink};

/// The delays of `src/store/outbox.rs`, after the 1st, 2nd, ... failed attempt.
const DELAYS: [i64; 6] = [60, 5 * 60, 15 * 60, 60 * 60, 4 * 3600, 4 * 3600];
const GIVE_UP: i64 = 3 * 24 * 3600;
const SMTP_TIMEOUT_MS: u64 = 500;

fn delay(attempts: i64) -> i64 {
    DELAYS[(attempts as usize).clamp(1, DELAYS.len()) - 1]
}

/// `smtp://` to a port nobody listens on.
fn nobody() -> String {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    format!("smtp://127.0.0.1:{port}")
}

fn run(env: &Env, url: &str, args: &[&str], stdin: Option<String>) -> (String, String) {
    let mut cmd = env.cmd();
    cmd.env("STRATEGO_TRANSPORT", url)
        .env("STRATEGO_SMTP_TIMEOUT_MS", SMTP_TIMEOUT_MS.to_string())
        .args(args);
    if let Some(stdin) = stdin {
        cmd.write_stdin(stdin.into_bytes());
    }
    let out = cmd.output().expect("run");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(0), "{args:?}: {stderr}");
    (
        String::from_utf8_lossy(&out.stdout).trim().to_string(),
        stderr,
    )
}

/// A mail through `ingest`, delivered through `url`; returns stderr.
fn ingest(env: &Env, url: &str, from: &str, subject: &str) -> String {
    run(env, url, &["ingest"], Some(Env::compose(from, subject, ""))).1
}

/// `send` through `url`; returns its summary.
fn send(env: &Env, url: &str) -> String {
    run(env, url, &["send"], None).0
}

#[derive(Debug, Clone, PartialEq, Eq)]
struct Row {
    message_id: String,
    status: String,
    attempts: i64,
    created: i64,
    next_attempt_at: Option<i64>,
    last_error: Option<String>,
    sent_at: Option<i64>,
}

fn rows(env: &Env) -> Vec<Row> {
    super::db(&env.db)
        .prepare(
            "SELECT message_id, status, attempts, created, next_attempt_at, last_error, sent_at \
             FROM outbox ORDER BY id",
        )
        .unwrap()
        .query_map([], |r| {
            Ok(Row {
                message_id: r.get(0)?,
                status: r.get(1)?,
                attempts: r.get(2)?,
                created: r.get(3)?,
                next_attempt_at: r.get(4)?,
                last_error: r.get(5)?,
                sent_at: r.get(6)?,
            })
        })
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

fn only_row(env: &Env) -> Row {
    let rows = rows(env);
    assert_eq!(rows.len(), 1, "{rows:#?}");
    rows.into_iter().next().unwrap()
}

/// How many copies of `message_id` the sink received.
fn copies(sink: &SmtpSink, message_id: &str) -> usize {
    sink.messages()
        .iter()
        .filter(|m| {
            let parsed = mailparse::parse_mail(m.raw.as_bytes()).unwrap();
            parsed.headers.iter().any(|h| {
                h.get_key_ref().eq_ignore_ascii_case("Message-ID") && h.get_value() == message_id
            })
        })
        .count()
}

/// The mail is queued, due `delay(attempts)` after now, with an error containing `error`.
fn assert_queued(env: &Env, row: &Row, attempts: i64, error: &str) {
    assert_eq!(row.status, "queued", "{row:#?}");
    assert_eq!(row.attempts, attempts, "{row:#?}");
    assert_eq!(
        row.next_attempt_at,
        Some(env.now.get() + delay(attempts)),
        "{row:#?}"
    );
    let last = row.last_error.as_deref().unwrap_or_default();
    assert!(last.contains(error), "{error:?} not in {last:?}");
}

/// Sends a mail it is accepted, then runs `send` and `ingest` again over days: the server
/// gets the mail once.
fn never_again(env: &Env, sink: &SmtpSink, message_id: &str) {
    for _ in 0..3 {
        env.advance(24 * 3600);
        assert_eq!(send(env, &sink.url()), "sent 0, deferred 0, failed 0");
    }
    let out = ingest(env, &sink.url(), "someone@example.net", "stratego help");
    assert!(out.contains("applied"), "{out}");
    assert_eq!(copies(sink, message_id), 1);
}

#[test]
fn server_down_retries_only_when_due_with_growing_delays_then_delivers_once() {
    let env = Env::new();
    let down = nobody();
    let out = ingest(
        &env,
        &down,
        &addr("alice"),
        "stratego register alice pw-out-1",
    );
    assert!(out.contains("applied"), "{out}");
    assert!(out.contains("1 queued for a retry"), "{out}");
    let row = only_row(&env);
    assert_queued(&env, &row, 1, "did not take the connection");
    assert!(row.last_error.as_deref().unwrap().contains(&down[7..]));

    // Six more failures: never before the mail is due, each at its time, the wait growing.
    for attempts in 1..=6 {
        let due = only_row(&env).next_attempt_at.unwrap();
        env.now.set(due - 1);
        assert_eq!(send(&env, &down), "sent 0, deferred 0, failed 0");
        assert_eq!(only_row(&env).attempts, attempts, "not tried before due");
        env.now.set(due);
        assert_eq!(send(&env, &down), "sent 0, deferred 1, failed 0");
        assert_queued(
            &env,
            &only_row(&env),
            attempts + 1,
            "did not take the connection",
        );
    }

    // The server is back: still only when due, then once.
    let sink = SmtpSink::start(Mode::Accept);
    let due = only_row(&env).next_attempt_at.unwrap();
    env.now.set(due - 1);
    assert_eq!(send(&env, &sink.url()), "sent 0, deferred 0, failed 0");
    assert!(sink.messages().is_empty());
    env.now.set(due);
    assert_eq!(send(&env, &sink.url()), "sent 1, deferred 0, failed 0");
    let row = only_row(&env);
    assert_eq!(
        (
            row.status.as_str(),
            row.attempts,
            row.next_attempt_at,
            row.sent_at
        ),
        ("sent", 8, None, Some(due))
    );
    assert_eq!(copies(&sink, &row.message_id), 1);
    never_again(&env, &sink, &row.message_id);
}

/// A batch of replies against a server that takes the TCP connection and never greets (its
/// listener never accepts): the first mail waits out the timeout, the others are not tried and
/// every one stays queued with the error and its retry time. Once the server is up, the whole
/// batch goes over one connection.
#[test]
fn a_server_that_never_answers_leaves_the_whole_batch_queued_at_the_cost_of_one_timeout() {
    let env = Env::new();
    for n in 1..=5 {
        let stdin = Env::compose(
            &addr(&format!("batch{n}")),
            &format!("stratego register batch{n} pw-out-b{n}"),
            "",
        );
        let (_, err) = run(&env, &nobody(), &["ingest", "--no-send"], Some(stdin));
        assert!(err.contains("applied"), "{err}");
    }
    let silent = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("smtp://{}", silent.local_addr().unwrap());
    let started = Instant::now();
    assert_eq!(send(&env, &url), "sent 0, deferred 5, failed 0");
    let took = started.elapsed();
    assert!(
        took < Duration::from_millis(4 * SMTP_TIMEOUT_MS),
        "one timeout for the batch, not one per mail: {took:?}"
    );
    let queued = rows(&env);
    assert_eq!(queued.len(), 5);
    for row in &queued {
        assert_queued(&env, row, 1, "did not answer within 500ms");
    }

    let sink = SmtpSink::start(Mode::Accept);
    env.advance(delay(1));
    assert_eq!(send(&env, &sink.url()), "sent 5, deferred 0, failed 0");
    let got = sink.messages();
    assert_eq!(got.len(), 5);
    assert!(got.iter().all(|m| m.peer == got[0].peer), "one connection");
    for row in rows(&env) {
        assert_eq!((row.status.as_str(), row.attempts), ("sent", 2), "{row:#?}");
        assert_eq!(copies(&sink, &row.message_id), 1);
    }
}

#[test]
fn temporary_refusals_give_up_after_three_days() {
    let env = Env::new();
    let sink = SmtpSink::start(Mode::TempFail);
    let out = ingest(
        &env,
        &sink.url(),
        &addr("bob"),
        "stratego register bob pw-out-2",
    );
    assert!(out.contains("1 queued for a retry"), "{out}");
    let created = only_row(&env).created;
    assert_queued(&env, &only_row(&env), 1, "450");

    // The schedule the mail must follow: an attempt at each due time, until the first one
    // at or after 3 days.
    let mut expected = Vec::new();
    let (mut t, mut attempts) = (created, 1);
    while t - created < GIVE_UP {
        t += delay(attempts);
        attempts += 1;
        expected.push(t);
    }
    let mut tried = Vec::new();
    loop {
        let row = only_row(&env);
        let Some(due) = row.next_attempt_at else {
            break;
        };
        assert!(tried.len() < 40, "never gives up: {row:#?}");
        env.now.set(due);
        let summary = send(&env, &sink.url());
        tried.push(due);
        let row = only_row(&env);
        if row.status == "queued" {
            assert_eq!(summary, "sent 0, deferred 1, failed 0");
            assert_queued(&env, &row, tried.len() as i64 + 1, "450");
        } else {
            assert_eq!(summary, "sent 0, deferred 0, failed 1");
        }
    }
    assert_eq!(tried, expected);
    let row = only_row(&env);
    assert_eq!(row.status, "failed");
    assert_eq!(row.attempts, expected.len() as i64 + 1);
    assert!(
        row.last_error.as_deref().unwrap().contains("450"),
        "{row:#?}"
    );
    assert!(env.now.get() - created >= GIVE_UP);
    assert!(env.now.get() - created < GIVE_UP + 4 * 3600);

    // Given up means given up, even with the server taking mail again.
    sink.set_mode(Mode::Accept);
    for _ in 0..2 {
        env.advance(24 * 3600);
        assert_eq!(send(&env, &sink.url()), "sent 0, deferred 0, failed 0");
    }
    assert!(sink.messages().is_empty());
    assert_eq!(only_row(&env), row);
}

#[test]
fn a_permanent_refusal_is_failed_at_once_and_never_retried() {
    let env = Env::new();
    let sink = SmtpSink::start(Mode::PermFail);
    let out = ingest(
        &env,
        &sink.url(),
        &addr("carol"),
        "stratego register carol pw-out-3",
    );
    assert!(out.contains("applied"), "{out}");
    assert!(out.contains("1 failed for good"), "{out}");
    let failed = only_row(&env);
    assert_eq!(
        (
            failed.status.as_str(),
            failed.attempts,
            failed.next_attempt_at
        ),
        ("failed", 1, None)
    );
    assert!(
        failed.last_error.as_deref().unwrap().contains("550"),
        "{failed:#?}"
    );

    sink.set_mode(Mode::Accept);
    env.advance(7 * 24 * 3600);
    assert_eq!(send(&env, &sink.url()), "sent 0, deferred 0, failed 0");
    // New mail goes out; the failed one stays failed.
    let out = ingest(&env, &sink.url(), &addr("carol"), "stratego help");
    assert!(out.contains("applied"), "{out}");
    let rows = rows(&env);
    assert_eq!(rows[0], failed);
    assert_eq!(rows[1].status, "sent");
    assert_eq!(copies(&sink, &failed.message_id), 0);
    assert_eq!(copies(&sink, &rows[1].message_id), 1);
    never_again(&env, &sink, &rows[1].message_id);
    assert_eq!(copies(&sink, &failed.message_id), 0);
}

#[test]
fn a_server_that_refuses_service_or_hangs_keeps_the_mail_queued() {
    let env = Env::new();
    let sink = SmtpSink::start(Mode::Refuse);
    let out = ingest(
        &env,
        &sink.url(),
        &addr("dave"),
        "stratego register dave pw-out-4",
    );
    assert!(out.contains("1 queued for a retry"), "{out}");
    assert_queued(&env, &only_row(&env), 1, "554");

    // Hanging at the end of DATA: `send` gives up after the timeout.
    sink.set_mode(Mode::Hang);
    env.advance(60);
    let started = Instant::now();
    assert_eq!(send(&env, &sink.url()), "sent 0, deferred 1, failed 0");
    let took = started.elapsed();
    assert!(took >= Duration::from_millis(SMTP_TIMEOUT_MS), "{took:?}");
    assert!(took < Duration::from_secs(10), "{took:?}");
    assert_queued(
        &env,
        &only_row(&env),
        2,
        &format!("did not answer within {SMTP_TIMEOUT_MS}ms"),
    );
    assert!(sink.messages().is_empty());

    sink.set_mode(Mode::Accept);
    env.advance(5 * 60);
    assert_eq!(send(&env, &sink.url()), "sent 1, deferred 0, failed 0");
    let row = only_row(&env);
    assert_eq!((row.status.as_str(), row.attempts), ("sent", 3));
    never_again(&env, &sink, &row.message_id);
}

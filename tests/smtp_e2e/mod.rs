//! The program delivering a game's mail over SMTP (`STRATEGO_TRANSPORT=smtp://...`) to a real
//! SMTP server, and keeping mail queued while that server is down.

use std::path::Path;

use rusqlite::Connection;
use stratego_rules::{Army, BattleResult, Color, Game, Options, Viewer};

use crate::game::board::{self, Public};
use crate::game::driver::{BLUE, PBMSERV_ARMY, RED};
use crate::game::headers;
use crate::game::whole::CLASSIC_BLUE;
use crate::support::server::{Env, Sent, addr, confirmation_code_of, parse_sent};
use crate::support::smtp::{Mode, SmtpSink};

/// Mails a command through `ingest` with the SMTP transport `url`; returns stderr.
fn mail_via(env: &Env, url: &str, from: &str, subject: &str, body: &str) -> String {
    let out = env
        .cmd()
        .env("STRATEGO_TRANSPORT", url)
        .arg("ingest")
        .write_stdin(Env::compose(from, subject, body).into_bytes())
        .output()
        .expect("run ingest");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    stderr
}

/// `send` with the SMTP transport `url`; returns stdout.
fn send_via(env: &Env, url: &str) -> String {
    let out = env
        .cmd()
        .env("STRATEGO_TRANSPORT", url)
        .arg("send")
        .output()
        .expect("run send");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

/// The messages the sink received after the first `seen`, checked for their envelope:
/// one recipient each, the one the To header names, from the server's address.
fn arrived(sink: &SmtpSink, seen: &mut usize) -> Vec<Sent> {
    let all = sink.messages();
    let new: Vec<Sent> = all[*seen..]
        .iter()
        .map(|m| {
            let sent = parse_sent(Path::new("smtp"), m.raw.as_bytes());
            assert_eq!(m.rcpt_to, vec![sent.to.clone()], "{}", sent.subject);
            assert_eq!(m.envelope_from, "stratego@pbem.example");
            sent
        })
        .collect();
    *seen = all.len();
    new
}

/// One mail per player, each to the player's registered address.
fn one_each(mails: &[Sent]) -> (&Sent, &Sent) {
    assert_eq!(mails.len(), 2, "{mails:#?}");
    let red = mails
        .iter()
        .find(|m| m.to == addr(RED.0))
        .expect("Red's mail");
    let blue = mails
        .iter()
        .find(|m| m.to == addr(BLUE.0))
        .expect("Blue's mail");
    (red, blue)
}

struct OutboxRow {
    message_id: String,
    status: String,
    attempts: i64,
    next_attempt_at: Option<i64>,
    last_error: Option<String>,
}

fn unsent(db: &Path) -> Vec<OutboxRow> {
    let conn = Connection::open(db).expect("open the database");
    let mut stmt = conn
        .prepare(
            "SELECT message_id, status, attempts, next_attempt_at, last_error FROM outbox \
             WHERE status <> 'sent' ORDER BY id",
        )
        .expect("query");
    stmt.query_map([], |r| {
        Ok(OutboxRow {
            message_id: r.get(0)?,
            status: r.get(1)?,
            attempts: r.get(2)?,
            next_attempt_at: r.get(3)?,
            last_error: r.get(4)?,
        })
    })
    .expect("rows")
    .collect::<Result<_, _>>()
    .expect("rows")
}

#[test]
fn smtp_delivers_each_players_view_and_retries_queued_mail_once() {
    let env = Env::new();
    let sink = SmtpSink::start(Mode::Accept);
    let url = sink.url();
    let mut seen = 0;
    let mut log = Vec::new();

    for (u, pw) in [RED, BLUE] {
        let out = mail_via(
            &env,
            &url,
            &addr(u),
            &format!("stratego register {u} {pw}"),
            "",
        );
        assert!(out.contains("applied"), "{out}");
        let mails = arrived(&sink, &mut seen);
        assert_eq!(mails.len(), 1);
        assert_eq!(mails[0].to, addr(u));
        // The reply to the confirmation mail, by SMTP too: its Reply-To has the code.
        let code = confirmation_code_of(&mails[0]).expect("a confirmation mail");
        log.extend(mails);
        let out = env
            .cmd()
            .env("STRATEGO_TRANSPORT", &url)
            .arg("ingest")
            .write_stdin(Env::confirmation_reply(&addr(u), &code, "yes"))
            .output()
            .expect("run ingest");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("applied: confirmed"), "{stderr}");
        let mails = arrived(&sink, &mut seen);
        assert_eq!(mails.len(), 1, "the answer to the confirmation");
        log.extend(mails);
    }

    let out = mail_via(
        &env,
        &url,
        &addr(RED.0),
        &format!("stratego challenge alice bob {}", RED.1),
        "",
    );
    assert!(out.contains("game 1 created"), "{out}");
    let mails = arrived(&sink, &mut seen);
    let (red, blue) = one_each(&mails);
    assert_eq!(red.subject, "Stratego game 1: deploy your army");
    assert_eq!(blue.subject, "Stratego game 1: deploy your army");
    log.extend(mails.clone());

    let mut game = Game::new(stratego_rules::Variant::Classic, Options::default());
    let mut public = Public::default();
    for (color, (u, pw), army) in [
        (Color::Red, RED, PBMSERV_ARMY),
        (Color::Blue, BLUE, CLASSIC_BLUE),
    ] {
        let out = mail_via(
            &env,
            &url,
            &addr(u),
            &format!("stratego deploy 1 {u} {pw}"),
            army,
        );
        assert!(out.contains("applied"), "{out}");
        let (parsed, _) = Army::parse(army, game.variant()).expect("army");
        game.deploy(color, &parsed, &mut rand::rng())
            .expect("deploy");
        let mails = arrived(&sink, &mut seen);
        let (red, blue) = one_each(&mails);
        board::check(&red.body, &game, Viewer::Player(Color::Red), true, &public);
        if color == Color::Blue {
            board::check(
                &blue.body,
                &game,
                Viewer::Player(Color::Blue),
                true,
                &public,
            );
            assert_eq!(red.subject, "Stratego game 1: your move");
            assert_eq!(blue.subject, "Stratego game 1: alice to move");
        }
        log.extend(mails.clone());
    }

    let play = |game: &mut Game, public: &mut Public, color: Color, mv: &str| {
        let record = game.play(color, mv.parse().expect("move")).expect("legal");
        let survivor = record
            .battle
            .is_some_and(|b| b.winner != BattleResult::BothLost);
        public.after(record.from, record.to, record.battle.is_some(), survivor);
    };

    let out = mail_via(
        &env,
        &url,
        &addr(RED.0),
        "stratego move 1 alice pw-alice a4-a5",
        "",
    );
    assert!(out.contains("applied"), "{out}");
    play(&mut game, &mut public, Color::Red, "a4-a5");
    let mails = arrived(&sink, &mut seen);
    let (red, blue) = one_each(&mails);
    assert_eq!(red.subject, "Stratego game 1: bob to move");
    assert_eq!(blue.subject, "Stratego game 1: your move");
    // Each sees their own ranks and none of the other's.
    board::check(&red.body, &game, Viewer::Player(Color::Red), true, &public);
    board::check(
        &blue.body,
        &game,
        Viewer::Player(Color::Blue),
        true,
        &public,
    );
    assert!(red.body.contains("[1]") && !red.body.contains("(1)"));
    assert!(blue.body.contains("(1)") && !blue.body.contains("[1]"));
    log.extend(mails.clone());
    headers::check(&log, 1);

    // The SMTP server goes away: the next move's mails stay queued with the error.
    drop(sink);
    let out = mail_via(
        &env,
        &url,
        &addr(BLUE.0),
        "stratego move 1 bob pw-bob a7-a6",
        "",
    );
    assert!(out.contains("applied"), "{out}");
    assert!(out.contains("2 queued for a retry"), "{out}");
    play(&mut game, &mut public, Color::Blue, "a7-a6");
    let queued = unsent(&env.db);
    assert_eq!(queued.len(), 2);
    for row in &queued {
        assert_eq!(row.status, "queued");
        assert_eq!(row.attempts, 1);
        assert!(row.next_attempt_at.unwrap() > env.now.get());
        assert!(row.last_error.as_deref().is_some_and(|e| !e.is_empty()));
    }
    env.advance(61);
    assert_eq!(send_via(&env, &url), "sent 0, deferred 2, failed 0");
    assert!(
        unsent(&env.db)
            .iter()
            .all(|r| r.attempts == 2 && r.status == "queued")
    );

    // Back on another port: not due yet, then delivered exactly once.
    let sink = SmtpSink::start(Mode::Accept);
    let url = sink.url();
    let mut seen = 0;
    assert_eq!(send_via(&env, &url), "sent 0, deferred 0, failed 0");
    assert!(sink.messages().is_empty());
    env.advance(5 * 60);
    assert_eq!(send_via(&env, &url), "sent 2, deferred 0, failed 0");
    let mails = arrived(&sink, &mut seen);
    let (red, blue) = one_each(&mails);
    assert_eq!(red.subject, "Stratego game 1: your move");
    assert_eq!(blue.subject, "Stratego game 1: alice to move");
    board::check(&red.body, &game, Viewer::Player(Color::Red), true, &public);
    board::check(
        &blue.body,
        &game,
        Viewer::Player(Color::Blue),
        true,
        &public,
    );
    let mut ids: Vec<&str> = mails.iter().map(|m| m.header("Message-ID")).collect();
    let mut queued_ids: Vec<&str> = queued.iter().map(|r| r.message_id.as_str()).collect();
    ids.sort_unstable();
    queued_ids.sort_unstable();
    assert_eq!(ids, queued_ids);
    log.extend(mails.clone());
    headers::check(&log, 1);

    env.advance(24 * 60 * 60);
    assert_eq!(send_via(&env, &url), "sent 0, deferred 0, failed 0");
    assert_eq!(sink.messages().len(), 2);
    assert!(unsent(&env.db).is_empty());
}

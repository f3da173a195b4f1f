//! `stratego-pbem status` (issue 80): what an operator checks, as text and as JSON, and
//! exit 1 once a mail has waited in the outbox for over an hour (a monitoring check).

use crate::support::server::{Env, addr};

fn status(env: &Env, json: bool) -> (Option<i32>, String) {
    let mut cmd = env.cmd();
    cmd.arg("status");
    if json {
        cmd.arg("--json");
    }
    let out = cmd.output().expect("status");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[test]
fn status_of_a_fresh_database_is_empty_and_ok() {
    let env = Env::new();
    let (code, text) = status(&env, false);
    assert_eq!(code, Some(0), "{text}");
    for line in [
        "mail handled: 0 in the last hour, 0 in the last day",
        "last mail: none yet",
        "outbox: empty; 0 given up",
        "games running: 0; players in games: 0; accounts: 0",
        "database: ",
    ] {
        assert!(text.contains(line), "{line:?} in:\n{text}");
    }
    assert!(text.ends_with("ok\n"), "{text}");
}

#[test]
fn a_mail_stuck_in_the_outbox_for_over_an_hour_exits_1_with_the_last_error() {
    let env = Env::new();
    let mail = Env::compose(&addr("alice"), "stratego register alice Pw-alice-1", "");
    let out = env
        .cmd()
        .args(["ingest", "--no-send"])
        .write_stdin(mail)
        .output()
        .expect("ingest");
    assert!(out.status.success());
    // Nothing listens on port 1: the delivery fails and the reply waits for a retry.
    let out = env
        .cmd()
        .env("STRATEGO_TRANSPORT", "smtp://127.0.0.1:1")
        .arg("send")
        .output()
        .expect("send");
    assert!(out.status.success());

    let (code, text) = status(&env, false);
    assert_eq!(code, Some(0), "queued for less than an hour:\n{text}");
    assert!(
        text.contains("mail handled: 1 in the last hour, 1 in the last day"),
        "{text}"
    );
    assert!(
        text.contains("from alice@example.org: applied: registered alice"),
        "{text}"
    );
    assert!(
        text.contains("outbox: 1 queued, the oldest for 0 s; 1 failing"),
        "{text}"
    );
    assert!(
        text.contains("last delivery error: smtp://127.0.0.1:1"),
        "{text}"
    );
    assert!(
        !text.contains("Pw-alice-1"),
        "no password in the status:\n{text}"
    );

    env.advance(3600 + 60);
    let (code, text) = status(&env, false);
    assert_eq!(code, Some(1), "stuck:\n{text}");
    assert!(text.contains("the oldest for 1 h 1 min"), "{text}");
    assert!(
        text.contains("mail handled: 0 in the last hour, 1 in the last day"),
        "{text}"
    );
    assert!(
        text.contains("STUCK: a mail has waited in the outbox for over 1 h 0 min"),
        "{text}"
    );

    let (code, json) = status(&env, true);
    assert_eq!(code, Some(1));
    let v: serde_json::Value = serde_json::from_str(&json).expect("status --json is JSON");
    assert_eq!(v["mails_last_hour"], 0);
    assert_eq!(v["mails_last_day"], 1);
    assert_eq!(v["last_mail"]["from"], "alice@example.org");
    assert_eq!(v["outbox"]["queued"], 1);
    assert_eq!(v["outbox"]["failing"], 1);
    assert_eq!(v["outbox"]["stuck"], true);
    assert!(
        v["outbox"]["last_error"]
            .as_str()
            .is_some_and(|e| e.contains("127.0.0.1:1")),
        "{json}"
    );
    assert_eq!(v["accounts"], 1);
    assert_eq!(v["players_in_games"], 0);
    assert!(
        v["database_bytes"].as_i64().is_some_and(|b| b > 0),
        "{json}"
    );
}

/// `GET /status` with `token` as the bearer, if any.
fn web_status(address: &str, target: &str, token: Option<&str>) -> crate::web::Page {
    let auth = token.map_or(String::new(), |t| format!("Authorization: Bearer {t}\r\n"));
    crate::web::send(
        address,
        format!("GET {target} HTTP/1.1\r\nHost: {address}\r\n{auth}\r\n").as_bytes(),
    )
}

#[test]
fn the_web_serves_status_only_with_its_token() {
    let env = Env::new();
    let mail = Env::compose(&addr("alice"), "stratego register alice Pw-alice-1", "");
    let out = env
        .cmd()
        .args(["ingest", "--no-send"])
        .write_stdin(mail)
        .output()
        .expect("ingest");
    assert!(out.status.success());

    // Without --status-token there is no such page, token or not.
    let (daemon, address) = crate::web::start(&env);
    assert_eq!(web_status(&address, "/status", None).status, 404);
    assert_eq!(web_status(&address, "/status", Some("x")).status, 404);
    drop(daemon);

    let token = "s3cret-Status-Token";
    let (daemon, address) = crate::web::start_with(&env, &["--status-token", token]);
    assert_eq!(web_status(&address, "/status", None).status, 403);
    assert_eq!(web_status(&address, "/status", Some("s3cret")).status, 403);
    // The web's clock is the real one, and the reply was queued at the tests' fixed time,
    // weeks ago: stuck, as `status` would exit 1, so 503.
    let page = web_status(&address, "/status", Some(token));
    assert_eq!(page.status, 503, "{}", page.body);
    assert!(page.headers["content-type"].starts_with("text/plain"));
    for line in ["last mail: ", "from alice@example.org", "outbox: 1 queued"] {
        assert!(page.body.contains(line), "{line:?} in:\n{}", page.body);
    }
    let page = web_status(&address, "/status?format=json", Some(token));
    assert_eq!(page.status, 503);
    assert!(page.headers["content-type"].starts_with("application/json"));
    let v: serde_json::Value = serde_json::from_str(&page.body).expect("JSON");
    assert_eq!(v["outbox"]["queued"], 1, "{v}");
    assert_eq!(v["outbox"]["stuck"], true, "{v}");
    // The token is never in the log.
    let log = daemon.log();
    assert!(!log.contains(token), "{log}");
    drop(daemon);
}

#[test]
fn the_help_names_no_internal_codes() {
    let env = Env::new();
    for args in [
        vec!["--help"],
        vec!["export", "--help"],
        vec!["moderator", "--help"],
    ] {
        let out = env.cmd().args(&args).output().expect("help");
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.len() > 100, "{text}");
        for code in ["(issue", "(SPEC", "SPEC "] {
            assert!(!text.contains(code), "{args:?}: {code} in\n{text}");
        }
    }
}

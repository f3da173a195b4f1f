//! Glicko-2 ratings: every way a game ends between two people updates both players in the
//! transaction that ends it; the end-of-game mail says the new ratings; `standings` and
//! `rating` by mail and `standings --json` on the command line show them.

use serde_json::Value;

use crate::game::driver::{BLUE, Match, RED, only};
use crate::game::whole::{SMALL_BLUE, SMALL_RED};
use crate::support::server::{Env, addr, collapse};

fn small() -> Match {
    Match::start(&["-small"], SMALL_RED, SMALL_BLUE, false)
}

fn standings(env: &Env, kind: &str) -> Vec<Value> {
    let out = env.admin(&["standings", "--kind", kind, "--json"]);
    match serde_json::from_str(&out).expect("standings --json prints JSON") {
        Value::Array(rows) => rows,
        other => panic!("not a list: {other}"),
    }
}

/// The (player, rating, deviation, games, won, lost, drawn) of each row, ratings rounded.
fn table(rows: &[Value]) -> Vec<(String, i64, i64, i64, i64, i64, i64)> {
    rows.iter()
        .map(|r| {
            (
                r["player"].as_str().unwrap().to_string(),
                r["rating"].as_f64().unwrap().round() as i64,
                r["deviation"].as_f64().unwrap().round() as i64,
                r["games"].as_i64().unwrap(),
                r["won"].as_i64().unwrap(),
                r["lost"].as_i64().unwrap(),
                r["drawn"].as_i64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn a_captured_flag_rates_both_players_and_the_end_mail_says_so() {
    let mut m = small();
    for mv in [
        "a3-a5", "e6-e5", "a5-a6", "e5-e4", "h3-h4", "e4-e3", "h4-h5", "e3-e2", "h5-h6",
    ] {
        let mails = m.play(mv);
        assert!(!only(&mails, RED.0).says("Ratings ("), "not before the end");
    }
    let mails = m.play("e2-e1");
    for user in [RED.0, BLUE.0] {
        let mail = only(&mails, user);
        assert!(
            mail.says(
                "Ratings (small): alice 1338 +/- 290 (-162, 1 game, provisional); \
                 bob 1662 +/- 290 (+162, 1 game, provisional)."
            ),
            "{}",
            mail.body
        );
    }
    let rows = standings(&m.env, "small");
    assert_eq!(
        table(&rows),
        [
            ("bob".into(), 1662, 290, 1, 1, 0, 0),
            ("alice".into(), 1338, 290, 1, 0, 1, 0)
        ]
    );
    assert_eq!(rows[0]["provisional"], true);
    assert_eq!(rows[0]["rank"], 1);
    assert!(
        standings(&m.env, "classic").is_empty(),
        "kinds are rated apart"
    );
}

#[test]
fn resignation_and_forfeit_count_as_losses_a_draw_as_a_draw() {
    let env = Env::new();
    super::started_game(&env);
    // Game 1: bob resigns.
    let out = env.mail(&addr("bob"), "stratego resign 1 bob pw-b", "");
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    let to_alice = mails.iter().find(|m| m.to.contains("alice@")).unwrap();
    assert!(
        to_alice.says("Ratings (small): alice 1662 +/- 290 (+162, 1 game, provisional)"),
        "{}",
        to_alice.body
    );
    // Game 2: a draw agreed between alice and carol.
    let g = super::new_game(&env, "alice", "carol");
    env.mail(
        &addr("carol"),
        &format!("stratego move {g} carol pw-c propose"),
        "",
    );
    env.mail(
        &addr("alice"),
        &format!("stratego move {g} alice pw-a accept"),
        "",
    );
    // Game 3: carol (Red, to move) forfeits to bob.
    let g = super::new_game(&env, "carol", "bob");
    env.advance(5 * super::DAY);
    let (summary, mails) = super::cleanup(&env);
    assert_eq!(summary, "reminded 0, forfeited 1, removed 0");
    let to_bob = mails.iter().find(|m| m.to.contains("bob@")).unwrap();
    assert!(
        to_bob.says("carol did not move within 5 days and loses by forfeit. Ratings (small):"),
        "game {g}: {}",
        to_bob.body
    );
    let rows = table(&standings(&env, "small"));
    let find = |name: &str| rows.iter().find(|r| r.0 == name).unwrap().clone();
    // (player, rating, deviation, games, won, lost, drawn)
    let record = |name: &str| {
        let r = find(name);
        (r.3, r.4, r.5, r.6)
    };
    // (games, won, lost, drawn)
    assert_eq!(record("alice"), (2, 1, 0, 1));
    assert_eq!(record("bob"), (2, 1, 1, 0));
    assert_eq!(record("carol"), (2, 0, 1, 1));
    assert!(find("alice").1 > 1500 && find("carol").1 < 1500, "{rows:?}");
}

#[test]
fn a_game_that_never_left_setup_is_not_rated() {
    let env = Env::new();
    for (u, pw) in [("alice", "pw-a"), ("bob", "pw-b")] {
        env.register(u, pw);
    }
    env.mail(
        &addr("alice"),
        "stratego challenge alice bob -small pw-a",
        "",
    );
    env.take_mails();
    let out = env.mail(&addr("bob"), "stratego resign 1 bob pw-b", "");
    assert!(out.contains("applied"), "{out}");
    let mails = env.take_mails();
    assert!(mails.iter().all(|m| !m.says("Ratings (")), "{mails:?}");
    assert!(standings(&env, "small").is_empty());
    let text = env.admin(&["standings", "--kind", "small"]);
    assert!(
        text.contains("No rated small game has ended yet."),
        "{text}"
    );
}

#[test]
fn standings_and_rating_by_mail() {
    let env = Env::new();
    super::started_game(&env);
    env.mail(&addr("bob"), "stratego resign 1 bob pw-b", "");
    env.take_mails();

    env.mail("dave@example.net", "stratego standings small", "");
    let mails = env.take_mails();
    assert_eq!(mails.len(), 1);
    assert_eq!(mails[0].subject, "Stratego: standings small");
    let lines: Vec<&str> = mails[0].body.lines().collect();
    let row = |name: &str| collapse(lines.iter().find(|l| l.contains(name)).expect("a row"));
    assert_eq!(row("alice"), "1 alice 1662 290 1 1 0 0 ?");
    assert_eq!(row("bob "), "2 bob 1338 290 1 0 1 0 ?");
    assert!(
        mails[0]
            .body
            .lines()
            .all(|l| l.is_ascii() && l.chars().count() <= 72),
        "SPEC 6: plain ASCII, 72 columns:\n{}",
        mails[0].body
    );

    // Without a kind: classic, which has no rated game here.
    env.mail("dave@example.net", "stratego standings", "");
    let mails = env.take_mails();
    assert_eq!(mails[0].subject, "Stratego: standings classic");
    assert!(mails[0].says("No rated classic game has ended yet."));

    env.mail("dave@example.net", "stratego rating Bob", "");
    let mails = env.take_mails();
    assert_eq!(mails[0].subject, "Stratego: rating of bob");
    assert!(
        mails[0].says("small 1338 +/- 290, place 2 (provisional) 1 game: 0 won, 1 lost, 0 drawn"),
        "{}",
        mails[0].body
    );
    assert!(
        mails[0].says("game 1 (small): lost against alice bob resigned; rating 1500 -> 1338"),
        "{}",
        mails[0].body
    );

    // Mistakes get an error that says what to write.
    env.mail("dave@example.net", "stratego standings chess", "");
    let mails = env.take_mails();
    assert_eq!(mails[0].subject, "Stratego error: unknown kind of game");
    // Every kind of the rules crate is listed (more come with new variants).
    assert!(
        mails[0].says("the kinds are: classic, small"),
        "{}",
        mails[0].body
    );
    env.mail("dave@example.net", "stratego rating nobody", "");
    assert_eq!(
        env.take_mails()[0].subject,
        "Stratego error: unknown userid"
    );
    let out = env
        .cmd()
        .args(["standings", "--kind", "chess", "--json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the kinds are classic, small"));
}

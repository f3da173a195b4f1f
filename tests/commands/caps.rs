//! Issue 19, item 4 (caps): forged registrations and subscriptions must not turn one move
//! into hundreds of mails. At most 20 observers per game and 5 accounts per address (both
//! configurable); the server's own address, with any `+extension`, holds no account.

use super::*;
use crate::support::server::{Env, addr};

/// `run --from FROM SUBJECT` with extra environment; returns stdout (the outcome).
fn run(env: &Env, vars: &[(&str, &str)], from: &str, subject: &str) -> String {
    let mut cmd = env.cmd();
    for (k, v) in vars {
        cmd.env(k, v);
    }
    let out = cmd.args(["run", "--from", from, subject]).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn at_most_twenty_observers_per_game() {
    let env = Env::new();
    game_playing(&env);
    // carol and 19 more: 20 observers.
    let out = run(
        &env,
        &[],
        &addr("carol"),
        &format!("stratego subscribe 1 carol {CAROL_PW}"),
    );
    assert!(out.starts_with("applied"), "{out}");
    for i in 1..=20 {
        let user = format!("watcher{i}");
        let out = run(
            &env,
            &[],
            &addr(&user),
            &format!("stratego register {user} pw-{i}"),
        );
        assert!(out.starts_with("applied"), "{out}");
        env.confirm_address(&addr(&user));
        let out = run(
            &env,
            &[],
            &addr(&user),
            &format!("stratego subscribe 1 {user} pw-{i}"),
        );
        if i < 20 {
            assert!(out.starts_with("applied"), "{i}: {out}");
        } else {
            assert!(out.contains("error: too many observers"), "{out}");
        }
    }
    env.take_mails();
    // One move: one mail to each player and each of the 20 observers, no more.
    play(&env, "alice", ALICE_PW, "e4-e5");
    assert_eq!(env.take_mails().len(), 22);
    // An observer who already watches may subscribe again (and is told so); more can come
    // when the cap is raised.
    let out = run(
        &env,
        &[],
        &addr("carol"),
        &format!("stratego subscribe 1 carol {CAROL_PW}"),
    );
    assert!(out.starts_with("applied"), "{out}");
    let out = run(
        &env,
        &[("STRATEGO_MAX_OBSERVERS", "21")],
        &addr("watcher20"),
        "stratego subscribe 1 watcher20 pw-20",
    );
    assert!(out.starts_with("applied"), "{out}");
}

#[test]
fn at_most_five_accounts_per_address() {
    let env = Env::new();
    let from = "shared@example.org";
    for i in 1..=5 {
        let out = run(
            &env,
            &[],
            from,
            &format!("stratego register user{i} pw-{i}"),
        );
        assert!(out.starts_with("applied"), "{out}");
    }
    let before = snapshot(&env);
    let out = run(
        &env,
        &[],
        "SHARED@example.org",
        "stratego register user6 pw-6",
    );
    assert!(out.contains("error: too many accounts"), "{out}");
    assert_eq!(snapshot(&env), before);
    let mails = env.take_mails();
    let last = mails.last().unwrap();
    assert_eq!(last.subject, "Stratego error: too many accounts");
    assert!(
        last.body.contains("holds 5 accounts already"),
        "{}",
        last.body
    );
    // Nor can an account move its address there.
    let out = run(&env, &[], &addr("eve"), "stratego register eve pw-e");
    assert!(out.starts_with("applied"), "{out}");
    let out = run(
        &env,
        &[],
        &addr("eve"),
        &format!("stratego set eve pw-e address {from}"),
    );
    assert!(out.contains("error: too many accounts"), "{out}");
    // Configurable.
    let out = run(
        &env,
        &[("STRATEGO_MAX_ACCOUNTS_PER_ADDRESS", "6")],
        from,
        "stratego register user6 pw-6",
    );
    assert!(out.starts_with("applied"), "{out}");
}

#[test]
fn the_servers_own_address_holds_no_account() {
    let env = Env::new();
    three_users(&env);
    let before = snapshot(&env);
    for from in [
        "stratego@pbem.example",
        "STRATEGO@PBEM.example",
        "stratego+anything@pbem.example",
    ] {
        let out = run(&env, &[], from, "stratego register loop pw-loop");
        assert!(out.contains("error: the server's address"), "{from}: {out}");
        let out = run(
            &env,
            &[],
            &addr("alice"),
            &format!("stratego set alice {ALICE_PW} address {from}"),
        );
        assert!(out.contains("error: the server's address"), "{from}: {out}");
    }
    assert_eq!(snapshot(&env), before);
    // Another local part or domain is someone else.
    for (user, from) in [
        ("other1", "stratego2@pbem.example"),
        ("other2", "stratego@other.example"),
    ] {
        let out = run(&env, &[], from, &format!("stratego register {user} pw"));
        assert!(out.starts_with("applied"), "{from}: {out}");
    }
}

/// Issue 27, item 4: one player cannot open any number of games against one victim, nor
/// in all, nor against the robot; each refusal says which limit and how to free it.
#[test]
fn games_not_over_are_capped_per_opponent_in_all_and_against_the_robot() {
    let env = Env::new();
    three_users(&env);
    // The defaults (the test environment lifts them for the other tests).
    let defaults = [
        ("STRATEGO_MAX_GAMES_PER_OPPONENT", "3"),
        ("STRATEGO_MAX_OPEN_GAMES", "20"),
        ("STRATEGO_MAX_ROBOT_GAMES", "5"),
    ];
    let challenge = |vars: &[(&str, &str)], who: &str| {
        let vars: Vec<(&str, &str)> = defaults.iter().chain(vars).copied().collect();
        run(
            &env,
            &vars,
            &addr("alice"),
            &format!("stratego challenge alice {who} {ALICE_PW}"),
        )
    };
    for n in 1..=3 {
        let out = challenge(&[], "bob");
        assert!(out.starts_with("applied: game"), "challenge {n}: {out}");
    }
    let out = challenge(&[], "bob");
    assert!(
        out.starts_with("error: too many games against this player"),
        "{out}"
    );
    let mails = env.take_mails();
    let refusal = mails.last().unwrap();
    assert!(
        refusal.says("alice and bob have 3 games that are not over"),
        "{}",
        refusal.body
    );
    assert!(refusal.says("resign"), "{}", refusal.body);
    // Against the robot: five.
    for n in 1..=5 {
        let out = challenge(&[], "robot -small");
        assert!(out.starts_with("applied: game"), "robot {n}: {out}");
    }
    let out = challenge(&[], "robot -small");
    assert!(
        out.starts_with("error: too many games against the robot"),
        "{out}"
    );
    // In all: 8 now; with a cap of 8 the next challenge of carol is refused.
    let out = challenge(&[("STRATEGO_MAX_OPEN_GAMES", "8")], "carol");
    assert!(out.starts_with("error: too many games"), "{out}");
    let out = challenge(&[], "carol");
    assert!(out.starts_with("applied: game"), "{out}");
    // A game that ends frees its place.
    let out = run(
        &env,
        &[],
        &addr("alice"),
        &format!("stratego move 1 alice {ALICE_PW} resign"),
    );
    assert!(out.starts_with("applied"), "{out}");
    let out = challenge(&[], "bob");
    assert!(out.starts_with("applied: game"), "{out}");
}

//! Issue 19, item 2: nobody can lock a player out from another address, and a lock never
//! wins a game by forfeit. Wrong passwords from other addresses lock only commands from
//! other addresses; the owner hears of them at most once a day; while the registered address
//! is locked, the forfeit clock of the games waiting for its player stands still.

use crate::commands::{ALICE_PW, BOB_PW, CLASSIC_ARMY, three_users};
use crate::support::server::{Env, Sent, addr, to};

const LOCKED: &str = "Stratego: your account is locked for 15 minutes";
const ELSEWHERE: &str = "Stratego: wrong passwords for your userid from other addresses";
const MALLORY: &str = "mallory@evil.example";
const DAY: i64 = 86_400;

/// alice (Red) against bob, both armies in, alice to move, forfeit after 2 days.
fn game(env: &Env) {
    three_users(env);
    let out = env.mail(
        &addr("alice"),
        &format!("stratego challenge alice bob -nag=1 -forfeit=2 {ALICE_PW}"),
        "",
    );
    assert!(out.contains("game 1 created"), "{out}");
    for (user, pw) in [("alice", ALICE_PW), ("bob", BOB_PW)] {
        let out = env.mail(
            &addr(user),
            &format!("stratego deploy 1 {user} {pw}"),
            &CLASSIC_ARMY.join("\n"),
        );
        assert!(out.contains("applied"), "{out}");
    }
    env.take_mails();
}

fn subjects<'a>(mails: &'a [Sent], to_addr: &str) -> Vec<&'a str> {
    to(mails, to_addr)
        .into_iter()
        .map(|m| m.subject.as_str())
        .collect()
}

#[test]
fn guesses_from_another_address_never_lock_the_owner_out() {
    let env = Env::new();
    game(&env);
    let mut told = Vec::new();
    // The attack of issue 19: five wrong passwords from elsewhere, again and again.
    for round in 0..3 {
        for i in 0..5 {
            let out = env.mail(MALLORY, &format!("stratego showas 1 alice wrong{i}"), "");
            assert!(out.contains("error: wrong password"), "{round}/{i}: {out}");
            told.extend(env.take_mails());
        }
        // The guesser is now refused, even with the right password, from elsewhere...
        let out = env.mail(MALLORY, &format!("stratego showas 1 alice {ALICE_PW}"), "");
        assert!(out.contains("error: account locked"), "{out}");
        told.extend(env.take_mails());
        // ... but alice's own address works, and her game goes on.
        let out = env.mail(
            &addr("alice"),
            &format!("stratego showas 1 alice {ALICE_PW}"),
            "",
        );
        assert!(out.contains("applied"), "round {round}: {out}");
        env.take_mails();
        env.advance(20 * 60);
    }
    let alice = subjects(&told, &addr("alice"));
    assert!(!alice.contains(&LOCKED), "{alice:?}");
    assert_eq!(alice, [ELSEWHERE], "told once within the day: {alice:?}");
    let notice = to(&told, &addr("alice"))[0];
    assert!(notice.body.contains(MALLORY), "{}", notice.body);
    assert!(
        notice.body.contains("do not lock you out"),
        "{}",
        notice.body
    );
    assert!(
        !notice.body.contains("wrong0"),
        "no guessed password is quoted"
    );

    // A day later, the next attempt from elsewhere is told again.
    env.advance(DAY);
    let out = env.mail(MALLORY, "stratego showas 1 alice wrong9", "");
    assert!(out.contains("error: wrong password"), "{out}");
    let mails = env.take_mails();
    assert_eq!(subjects(&mails, &addr("alice")), [ELSEWHERE]);
}

/// Runs `cleanup` and returns its summary line.
fn cleanup(env: &Env) -> String {
    let out = env.admin(&["cleanup", "--no-send"]);
    out.trim().to_string()
}

#[test]
fn a_locked_players_forfeit_clock_stands_still() {
    let env = Env::new();
    game(&env);
    // A day in, someone locks alice's own address (a forged From, say) for 15 minutes.
    env.advance(DAY);
    for i in 0..5 {
        let out = env.mail(
            &addr("alice"),
            &format!("stratego showas 1 alice wrong{i}"),
            "",
        );
        assert!(out.contains("error: wrong password"), "{out}");
    }
    let out = env.mail(
        &addr("alice"),
        &format!("stratego showas 1 alice {ALICE_PW}"),
        "",
    );
    assert!(out.contains("error: account locked"), "{out}");

    // Two days after the last move, alice would have lost; the 15 locked minutes do not
    // count, so she has them still.
    env.advance(DAY + 14 * 60);
    assert!(cleanup(&env).contains("forfeited 0"), "clock stood still");
    env.advance(60);
    assert!(cleanup(&env).contains("forfeited 1"), "then it ran on");
    let game = env.admin(&["export", "1"]);
    assert!(game.contains("forfeit"), "{game}");
}
